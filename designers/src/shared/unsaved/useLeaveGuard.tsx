import { Alert, Button, Modal } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnsavedState } from './types';

/** The host's side of unsaved work: what the designer reports, and the question before leaving it. */
export interface LeaveGuard {
  /** Pass to the designer's `onUnsavedChange`. */
  onUnsavedChange(state: UnsavedState): void;
  isDirty: boolean;
  /**
   * Leaving the designer (Escape, ×, another page): runs `leave` at once when nothing is unsaved,
   * else asks — save (then leave), discard (then leave) or stay (then `stay`).
   */
  requestLeave(leave: () => void, stay?: () => void): void;
  /** The question, rendered once by the host. */
  prompt: ReactNode;
}

interface Asked {
  leave(): void;
  stay?(): void;
}

/** Hosts of a designer (a drawer, a page) ask through this before closing it; one question for every designer. */
export function useLeaveGuard(): LeaveGuard {
  const { t } = useTranslation();
  const unsaved = useRef<UnsavedState | undefined>(undefined);
  const [isDirty, setDirty] = useState(false);
  const [asked, setAsked] = useState<Asked>();
  const [isSaving, setSaving] = useState(false);
  const [hasSaveFailed, setSaveFailed] = useState(false);

  const onUnsavedChange = useCallback((state: UnsavedState) => {
    unsaved.current = state;
    setDirty(state.isDirty);
  }, []);

  const requestLeave = useCallback((leave: () => void, stay?: () => void) => {
    if (!unsaved.current?.isDirty) return leave();
    setSaveFailed(false);
    setAsked({ leave, stay });
  }, []);

  const close = (then?: () => void) => {
    setAsked(undefined);
    then?.();
  };
  const leaveClean = (leave: () => void) => {
    // The designer is closed next: nothing unsaved is left to ask about.
    unsaved.current = undefined;
    setDirty(false);
    close(leave);
  };
  const save = async () => {
    if (!asked) return;
    setSaving(true);
    try {
      if (await unsaved.current?.save()) leaveClean(asked.leave);
      else setSaveFailed(true);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const prompt = (
    <Modal
      open={asked !== undefined}
      title={t('designer.unsaved.leaveTitle')}
      data-testid="leave-prompt"
      onCancel={() => close(asked?.stay)}
      footer={[
        <Button key="stay" data-testid="leave-stay" onClick={() => close(asked?.stay)}>
          {t('designer.unsaved.leaveStay')}
        </Button>,
        <Button
          key="discard"
          danger
          data-testid="leave-discard"
          onClick={() => {
            unsaved.current?.discard();
            if (asked) leaveClean(asked.leave);
          }}
        >
          {t('designer.unsaved.leaveDiscard')}
        </Button>,
        <Button key="save" type="primary" loading={isSaving} data-testid="leave-save" onClick={() => void save()}>
          {t('designer.unsaved.leaveSave')}
        </Button>,
      ]}
    >
      <p>{t('designer.unsaved.leaveText')}</p>
      {hasSaveFailed ? <Alert type="error" showIcon title={t('designer.unsaved.saveFailed')} /> : null}
    </Modal>
  );

  return { onUnsavedChange, isDirty, requestLeave, prompt };
}
