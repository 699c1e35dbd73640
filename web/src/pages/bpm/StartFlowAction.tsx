import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BoundTemplate, PreviewStep } from '../../api/bpmTypes';
import { messageOf } from '../../api/eformResult';
import { PathSteps } from './PathPreview';
import { UserPicker } from './UserPicker';
import { runAction, useBpmApi } from './useBpm';

/** The record's approval status (`bpm_status`, written by the server where the form's table has it) while a request runs. */
const runningStatuses: ReadonlySet<unknown> = new Set(['approving', 'returned']);

export interface StartFlowActionProps {
  formCode: string;
  dataId: string;
  /** The record as saved: the path preview follows its data. */
  data: Record<string, unknown>;
}

/**
 * "Submit for approval" on a saved form record, shown only when the form has an active template
 * (issue 16 binding). It first previews the path the request will take and who approves at each
 * node, lets the initiator pick the approvers of selfSelect nodes, then starts the instance and
 * opens its handling page.
 */
export function StartFlowAction({ formCode, dataId, data }: StartFlowActionProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [template, setTemplate] = useState<BoundTemplate | null>(null);
  const [preview, setPreview] = useState<{ steps?: PreviewStep[]; problem?: string } | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  /** The initiator's picks for the route's selfSelect nodes, by node id. */
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let isCurrent = true;
    api.binding.forForm(formCode).then((found) => isCurrent && setTemplate(found), () => undefined);
    return () => {
      isCurrent = false;
    };
  }, [api, formCode]);
  // One running request per record (the server refuses a second: workflow/already-running).
  if (!template || runningStatuses.has(data.bpm_status)) return null;

  const open = () => {
    setPreview({});
    setPicks({});
    api.instances.preview({ processKey: template.processKey, formCode, data }).then(
      (steps) => setPreview({ steps }),
      (error: unknown) => setPreview({ problem: messageOf(error) }),
    );
  };
  const start = async () => {
    setIsBusy(true);
    let id = '';
    const selfSelected = Object.fromEntries(Object.entries(picks).filter(([, userIds]) => userIds.length > 0));
    const isDone = await runAction(async () => {
      // Picks travel with the start of the bound template by key (the binding's start takes none).
      id = Object.keys(selfSelected).length > 0
        ? (await api.instances.start({ processKey: template.processKey, formCode, dataId, selfSelected })).instanceId
        : (await api.binding.start(formCode, dataId)).instanceId;
    }, t('bpm.start.started'));
    setIsBusy(false);
    if (isDone) {
      setPreview(undefined);
      navigate(`/flow/start/${encodeURIComponent(id)}`);
    }
  };
  const selfSelectSteps = preview?.steps?.filter((step) => step.selfSelect) ?? [];
  return (
    <>
      <Button type="primary" icon={<SendOutlined />} onClick={open} data-testid="flow-start">
        {t('bpm.start.submit')}
      </Button>
      <Modal
        open={preview !== undefined}
        title={t('bpm.start.title', { name: template.processName })}
        okText={t('bpm.start.confirm')}
        okButtonProps={{ disabled: !preview?.steps, 'data-testid': 'flow-start-confirm' }}
        confirmLoading={isBusy}
        onOk={() => void start()}
        onCancel={() => setPreview(undefined)}
        destroyOnHidden
      >
        {preview?.problem && <Alert type="warning" showIcon title={preview.problem} />}
        {preview?.steps ? <PathSteps nodes={preview.steps} /> : !preview?.problem && <Spin />}
        {selfSelectSteps.length > 0 && (
          <Form layout="vertical" name="self-select">
            {selfSelectSteps.map((step) => (
              <Form.Item key={step.nodeId} label={t('bpm.start.pick', { name: step.name })}>
                <UserPicker isMultiple testId={`self-select-${step.nodeId}`} value={picks[step.nodeId] ?? []} onChange={(value) => setPicks((before) => ({ ...before, [step.nodeId]: ([] as string[]).concat(value) }))} />
              </Form.Item>
            ))}
          </Form>
        )}
      </Modal>
    </>
  );
}
