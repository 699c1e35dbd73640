import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastOffsets } from '../../http/notifier';
import { notifier } from '../../http/notifier';

/**
 * How the console pages change things: a confirm dialog where a change cannot be undone, and on
 * success the "operation successful" toast (spec §8: failures were already shown by the HTTP client).
 */
export function useActions() {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();

  /** Runs a change; resolves whether it succeeded. */
  const run = useCallback(async (change: () => Promise<unknown>): Promise<boolean> => {
    try {
      await change();
      notifier().toast('success', t('console.done'));
      return true;
    } catch {
      return false;
    }
  }, [t]);

  /** Asks first, then runs the change. */
  const confirm = useCallback((content: string, change: () => Promise<unknown>, onDone?: () => void) => {
    void modal.confirm({
      title: t('console.confirmTitle'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      style: { top: toastOffsets.dialog },
      onOk: async () => {
        if (await run(change)) onDone?.();
      },
    });
  }, [modal, run, t]);

  return { run, confirm, modalHolder };
}
