import type { ValidationIssue } from '@wharf/engine';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formLabels, labelIssues } from '../../issues';
import { useDesigner } from './designerContext';
import { PlainList } from './PlainList';

/**
 * The design-time check's findings, each naming its field by the label of the panel that edits it
 * ("Field “Ship no” · Title cannot be empty", not "/fields/3/title"), the path kept as a data hook.
 */
export function IssuesList({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t, i18n } = useTranslation();
  const definition = useDesigner((state) => state.definition);
  if (issues.length === 0) return <Result status="success" title={t('designer.form.check.clean')} />;
  const labelled = labelIssues(issues, formLabels, definition, t, i18n.language);
  return (
    <PlainList
      header={<Typography.Text type="danger">{t('designer.form.check.count', { count: labelled.length })}</Typography.Text>}
      items={labelled}
      keyOf={(issue, index) => `${index}:${issue.path}:${issue.code}`}
      itemProps={(issue) => ({ 'data-issue-path': issue.path })}
      render={(issue) => issue.message}
    />
  );
}
