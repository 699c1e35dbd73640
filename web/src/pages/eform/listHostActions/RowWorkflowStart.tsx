import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundTemplate } from '../../../api/bpmTypes';
import { toastFailure } from '../../../http/failureToast';
import { notifier } from '../../../http/notifier';
import { isFlowRunning } from '../../bpm/StartFlowAction';
import { StartFlowDialog } from '../../bpm/StartFlowDialog';
import { useBpmApi } from '../../bpm/useBpm';
import { useEformApi } from '../useEform';

export interface RowWorkflowStartProps {
  formCode: string;
  /** The selected record. */
  dataId: string;
  /** Called once: started (the list reloads) or not. */
  onDone(isStarted: boolean): void;
}

/**
 * A list's workflow button on one record: the template bound to the record's form (`startOffer`: none,
 * or one the caller may not start, is said plainly), the record as saved (the path preview follows
 * its data, not the list's possibly masked columns), then the form's own start dialog.
 */
export function RowWorkflowStart({ formCode, dataId, onDone }: RowWorkflowStartProps) {
  const { t } = useTranslation();
  const bpm = useBpmApi();
  const eform = useEformApi();
  const [ready, setReady] = useState<{ template: BoundTemplate; data: Record<string, unknown> }>();
  useEffect(() => {
    let isCurrent = true;
    (async () => {
      const template = await bpm.binding.forForm(formCode);
      if (!isCurrent) return;
      if (!template) {
        notifier().toast('warning', t('eform.hostAction.noWorkflow'));
        return onDone(false);
      }
      const record = await eform.data.read(formCode, dataId);
      if (!isCurrent) return;
      if (isFlowRunning(record.data)) {
        notifier().toast('warning', t('eform.hostAction.workflowRunning'));
        return onDone(false);
      }
      setReady({ template, data: record.data });
    })().catch((error: unknown) => {
      if (!isCurrent) return;
      toastFailure('warning', error);
      onDone(false);
    });
    return () => {
      isCurrent = false;
    };
    // One lookup per click: the host mounts this anew for each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formCode, dataId]);
  if (!ready) return null;
  return <StartFlowDialog template={ready.template} formCode={formCode} dataId={dataId} data={ready.data} onClose={() => onDone(false)} onStarted={() => onDone(true)} />;
}
