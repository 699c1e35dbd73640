import { Alert, Button } from 'antd';
import type { DesignerSaveOutcome } from './failureOutcome';

export interface SaveOutcomeAlertProps {
  outcome: DesignerSaveOutcome | undefined;
  /** Opens the place of a refused field (the designer's tab for that path); without it the fields are plain text. */
  onOpenPath?(path: string): void;
}

/** The last save's outcome above a designer: its text, and the fields a refused save names, each a link to its place. */
export function SaveOutcomeAlert({ outcome, onOpenPath }: SaveOutcomeAlertProps) {
  if (!outcome) return null;
  const details = outcome.details ?? [];
  return (
    <Alert type={outcome.type} showIcon title={outcome.text} closable style={{ marginBottom: 8 }} data-testid="designer-save-outcome"
      description={details.length === 0 ? undefined : (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {details.map((detail, i) => (
            <li key={i} data-issue-path={detail.path}>
              {onOpenPath
                ? <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => onOpenPath(detail.path)}>{detail.text}</Button>
                : detail.text}
            </li>
          ))}
        </ul>
      )} />
  );
}
