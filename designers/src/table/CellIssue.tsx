/** The messages of one cell, under its control, in the error colour of the theme. */
export function CellIssue({ messages, testId }: { messages: string[]; testId?: string }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" data-testid={testId} style={{ color: 'var(--ant-color-error, #ff4d4f)', fontSize: 12, lineHeight: 1.3, marginTop: 2 }}>
      {messages.join('; ')}
    </div>
  );
}
