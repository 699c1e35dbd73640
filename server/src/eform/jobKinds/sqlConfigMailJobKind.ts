import { enqueueMessage } from '../../delivery/outbox/enqueueMessage';
import { withTenant } from '../../db/withTenant';
import type { ScheduledJobKind } from '../../platform/module';
import { executeSqlConfig } from '../sqlConfig/executeSqlConfig';
import type { ReadOnlyResult } from '../sqlConfig/runReadOnlySql';

interface SqlMailParameter {
  sqlCode: string;
  /** Email addresses, comma separated. */
  receiver: string;
  cc?: string;
  /** The mail's subject; the SQL config's name when absent. */
  title?: string;
  /** Values of the SQL's named parameters. */
  params?: Record<string, unknown>;
}

/** The most rows a mail lists (the run's log says how many there were). */
const maxMailedRows = 500;

/** The rows as a plain-text table: one header line, one tab-separated line per row. */
function resultText(result: ReadOnlyResult): string {
  const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)).replace(/[\t\r\n]+/g, ' ');
  const lines = [result.columns.join('\t'), ...result.rows.slice(0, maxMailedRows).map((row) => result.columns.map((column) => cell(row[column])).join('\t'))];
  if (result.rows.length > maxMailedRows || result.isTruncated) lines.push(`… (${result.rows.length}${result.isTruncated ? '+' : ''} rows)`);
  return lines.join('\n');
}

/**
 * "Run a SQL config and mail the result" (issue 22): runs the tenant's SQL config in its read-only
 * box with the job's parameters and puts one email with the rows in the outbox, which delivers it
 * with its retries. The SQL runs as the SQL reader under the tenant's row-level security, with no
 * caller's data rules: the job console is for operators and administrators only.
 */
export const sqlConfigMailJobKind: ScheduledJobKind = {
  name: 'sqlConfig.mail',
  parameterSchema: {
    type: 'object',
    properties: {
      sqlCode: { type: 'string', minLength: 1, maxLength: 100 },
      receiver: { type: 'string', minLength: 3, maxLength: 2000, pattern: '^[^\\s,@]+@[^\\s,@]+(\\s*,\\s*[^\\s,@]+@[^\\s,@]+)*$' },
      cc: { type: 'string', maxLength: 2000 },
      title: { type: 'string', maxLength: 100 },
      params: { type: 'object' },
    },
    required: ['sqlCode', 'receiver'],
    additionalProperties: false,
  },
  async run(jobs, { tenantId, parameter, log }) {
    const { sqlCode, receiver, cc, title, params } = parameter as unknown as SqlMailParameter;
    const result = await executeSqlConfig(jobs, tenantId, sqlCode, params ?? {}, 'en_US', { isFresh: true });
    log(`${sqlCode}: ${result.rows.length}${result.isTruncated ? '+' : ''} rows`);
    const messageId = await withTenant(jobs.db, tenantId, (trx) => enqueueMessage(trx, {
      tenantId, channel: 'email', receiver, ...(cc ? { cc } : {}), title: title || result.sqlConfig.sqlName, content: resultText(result), source: `scheduledJob:${sqlCode}`,
    }));
    log(`mail to ${receiver} queued as message ${messageId}`);
  },
};
