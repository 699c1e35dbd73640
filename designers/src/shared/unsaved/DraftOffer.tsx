import { Alert, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnsavedWork } from './useUnsavedWork';

export interface DraftOfferProps<T> {
  work: Pick<UnsavedWork<T>, 'offered' | 'isOfferedOutdated' | 'settleOffer'>;
  /** Puts the kept definition back into the designer (as one undoable step where the designer has undo). */
  onRestore(definition: T): void;
}

/** "Restore the unsaved changes from <time>?": the draft found on opening, restored or discarded. */
export function DraftOffer<T>({ work, onRestore }: DraftOfferProps<T>) {
  const { t, i18n } = useTranslation();
  const { offered } = work;
  const at = offered ? new Date(offered.savedAt).toLocaleString(i18n.language.replace('_', '-')) : '';
  return (
    <Modal
      open={offered !== undefined}
      title={t('designer.unsaved.draftTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      data-testid="draft-offer"
      footer={[
        <Button key="discard" data-testid="draft-discard" onClick={() => work.settleOffer(true)}>
          {t('designer.unsaved.discardDraft')}
        </Button>,
        <Button
          key="restore"
          type="primary"
          data-testid="draft-restore"
          onClick={() => {
            const draft = offered;
            work.settleOffer(false);
            if (draft) onRestore(draft.definition);
          }}
        >
          {t('designer.unsaved.restore')}
        </Button>,
      ]}
    >
      <p data-testid="draft-offer-text">{t('designer.unsaved.draftText', { at })}</p>
      {work.isOfferedOutdated ? <Alert type="warning" showIcon title={t('designer.unsaved.draftOutdated')} /> : null}
    </Modal>
  );
}
