import { SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BoundTemplate } from '../../api/bpmTypes';
import { StartFlowDialog } from './StartFlowDialog';
import { useBpmApi } from './useBpm';

/** The record's approval status (`bpm_status`, written by the server where the form's table has it) while a request runs. */
const runningStatuses: ReadonlySet<unknown> = new Set(['approving', 'returned']);

/** Whether the record's own request is still running (one per record: the server refuses a second, workflow/already-running). */
export const isFlowRunning = (data: Readonly<Record<string, unknown>>): boolean => runningStatuses.has(data.bpm_status);

export interface StartFlowActionProps {
  formCode: string;
  dataId: string;
  /** The record as saved: the path preview follows its data. */
  data: Record<string, unknown>;
}

/**
 * "Submit for approval" on a saved form record, shown only when the form has an active template
 * (issue 16 binding). It opens the start dialog (path preview, selfSelect picks) and, once the
 * request started, its handling page.
 */
export function StartFlowAction({ formCode, dataId, data }: StartFlowActionProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [template, setTemplate] = useState<BoundTemplate | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    api.binding.forForm(formCode).then((found) => isCurrent && setTemplate(found), () => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api, formCode]);
  if (!template || isFlowRunning(data)) return null;
  return (
    <>
      <Button type="primary" icon={<SendOutlined />} onClick={() => setIsOpen(true)} data-testid="flow-start">
        {t('bpm.start.submit')}
      </Button>
      {isOpen && (
        <StartFlowDialog
          template={template}
          formCode={formCode}
          dataId={dataId}
          data={data}
          onClose={() => setIsOpen(false)}
          onStarted={(instanceId) => {
            setIsOpen(false);
            navigate(`/flow/start/${encodeURIComponent(instanceId)}`);
          }}
        />
      )}
    </>
  );
}
