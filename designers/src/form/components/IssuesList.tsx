import type { ValidationIssue } from '@wharf/engine';
import { Result, Typography } from 'antd';
import { PlainList } from './PlainList';
import { useTranslation } from 'react-i18next';

/** The design-time check's findings: each issue's place in the definition and its message. */
export function IssuesList({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return <Result status="success" title={t('designer.form.check.clean')} />;
  return (
    <PlainList
      header={<Typography.Text type="danger">{t('designer.form.check.count', { count: issues.length })}</Typography.Text>}
      items={issues}
      keyOf={(issue, index) => `${index}:${issue.path}:${issue.code}`}
      itemProps={(issue) => ({ 'data-issue-path': issue.path })}
      render={(issue) => (
        <>
          <Typography.Text code>{issue.path || '/'}</Typography.Text> {issue.message}
        </>
      )}
    />
  );
}
