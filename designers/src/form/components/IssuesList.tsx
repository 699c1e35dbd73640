import type { ValidationIssue } from '@wharf/engine';
import { List, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The design-time check's findings: each issue's place in the definition and its message. */
export function IssuesList({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return <Result status="success" title={t('designer.form.check.clean')} />;
  return (
    <List
      size="small"
      header={<Typography.Text type="danger">{t('designer.form.check.count', { count: issues.length })}</Typography.Text>}
      dataSource={[...issues]}
      renderItem={(issue) => (
        <List.Item data-issue-path={issue.path}>
          <Typography.Text code>{issue.path || '/'}</Typography.Text> {issue.message}
        </List.Item>
      )}
    />
  );
}
