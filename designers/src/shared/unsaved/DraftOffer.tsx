import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnsavedWork } from './useUnsavedWork';

export interface DraftOfferProps<T> {
  work: Pick<UnsavedWork<T>, 'offered' | 'isOfferedOutdated' | 'settleOffer'>;
  /** Puts the kept definition back into the designer (as one undoable step where the designer has undo). */
  onRestore(definition: T): void;
}

/**
 * "Restore the unsaved changes from <time>?": the draft found on opening, restored or discarded. A
 * banner at the top of the designer rather than a dialog: it blocks nothing, and Escape keeps meaning
 * "close the designer" (which asks first).
 */
export function DraftOffer<T>({ work, onRestore }: DraftOfferProps<T>) {
  const { t, i18n } = useTranslation();
  const { offered } = work;
  if (!offered) return null;
  const at = new Date(offered.savedAt).toLocaleString(i18n.language.replace('_', '-'));
  return (
    <Alert
      type={work.isOfferedOutdated ? 'warning' : 'info'}
      showIcon
      data-testid="draft-offer"
      style={{ marginBottom: 8 }}
      title={<span data-testid="draft-offer-text">{t('designer.unsaved.draftText', { at })}</span>}
      description={work.isOfferedOutdated ? t('designer.unsaved.draftOutdated') : undefined}
      action={
        <Space>
          <Button size="small" data-testid="draft-discard" onClick={() => work.settleOffer(true)}>
            {t('designer.unsaved.discardDraft')}
          </Button>
          <Button
            size="small"
            type="primary"
            data-testid="draft-restore"
            onClick={() => {
              work.settleOffer(false);
              onRestore(offered.definition);
            }}
          >
            {t('designer.unsaved.restore')}
          </Button>
        </Space>
      }
    />
  );
}
