import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** "3 things still to fix, show them": why saving is off while the issues wait for the builder's input. */
export function HiddenIssuesLink({ count, onReveal }: { count: number; onReveal(): void }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Button type="link" size="small" data-testid="reveal-issues" onClick={onReveal}>
      {t('designer.issues.hiddenCount', { count })}
    </Button>
  );
}
