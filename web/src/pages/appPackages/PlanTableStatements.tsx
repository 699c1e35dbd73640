import { Collapse, Typography } from 'antd';
import type { PlanTableStatements as Statements } from './appPackageTypes';

/** The SQL each table's sync would run, one panel per table. */
export function PlanTableStatements({ tables }: { tables: Statements[] }) {
  return (
    <Collapse
      size="small"
      data-testid="plan-statements"
      items={tables.map((table) => ({
        key: table.tableCode,
        label: `${table.tableCode} (${table.statements.length})`,
        children: (
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {table.statements.map((statement, index) => <Typography.Text key={index} code style={{ display: 'block', marginBottom: 4 }}>{statement}</Typography.Text>)}
          </pre>
        ),
      }))}
    />
  );
}
