import { Alert } from 'antd';
import { issuesOf, messageOf } from '../../api/eformResult';

/** A refusal as the server worded it, with the failing paths of a bad package when it names them. */
export interface Failure {
  message: string;
  issues: { path: string; message: string }[];
}

/** The failure of a call, for `FailureAlert`. */
export function failureOf(error: unknown): Failure {
  return { message: messageOf(error), issues: (issuesOf(error) ?? []).map((issue) => ({ path: issue.path, message: issue.message })) };
}

/** Shows a refusal: the server's message, then each failing path. */
export function FailureAlert({ failure, testId, onClose }: { failure: Failure | undefined; testId: string; onClose?(): void }) {
  if (!failure) return null;
  const description = failure.issues.length > 0 ? <ul style={{ margin: 0 }}>{failure.issues.map((issue) => <li key={`${issue.path}:${issue.message}`}><code>{issue.path}</code> {issue.message}</li>)}</ul> : undefined;
  return <Alert type="error" showIcon closable={Boolean(onClose)} onClose={onClose} title={failure.message} description={description} data-testid={testId} />;
}
