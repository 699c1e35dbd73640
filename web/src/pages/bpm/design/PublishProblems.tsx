import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerIssue } from '../../../api/eformResult';

/** The node an issue's path points at (`/body/nodes/<i>…`), if it names one. */
export function issueNodeId(issue: Pick<ServerIssue, 'path'>, definition: Pick<WorkflowDefinition, 'nodes'> | undefined): string | undefined {
  const index = /^\/body\/nodes\/(\d+)(?:\/|$)/.exec(issue.path)?.[1];
  return index === undefined ? undefined : definition?.nodes[Number(index)]?.nodeId;
}

interface PublishProblemsProps {
  issues: readonly ServerIssue[];
  /** The version that was to be published (to tie issues to its nodes). */
  definition: WorkflowDefinition | undefined;
  onClose(): void;
}

/**
 * Why the server refused to publish: the workflow's publish checks (every path ends, no orphan
 * node, default branches, approver sources set and known, field permissions naming real fields),
 * each message naming its node as the server wrote it.
 */
export function PublishProblems({ issues, definition, onClose }: PublishProblemsProps) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      data-testid="publish-problems"
      title={t('bpmDesign.publishProblems')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {issues.map((issue, index) => (
            <li key={`${issue.path}:${index}`} data-testid="publish-problem" data-node-id={issueNodeId(issue, definition) ?? ''}>
              {issue.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
