import { Alert, Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundTemplate, PreviewStep } from '../../api/bpmTypes';
import { messageOf } from '../../api/eformResult';
import { PathSteps } from './PathPreview';
import { UserPicker } from './UserPicker';
import { runAction, useBpmApi } from './useBpm';

export interface StartFlowDialogProps {
  template: BoundTemplate;
  formCode: string;
  dataId: string;
  /** The record as saved: the path preview follows its data. */
  data: Record<string, unknown>;
  /** The request started (its instance id); the dialog is done. */
  onStarted(instanceId: string): void;
  onClose(): void;
}

/**
 * Starting a form record's bound template: previews the path the request will take and who approves
 * at each node, lets the initiator pick the approvers of selfSelect nodes, then starts the instance.
 * Shared by the form's "submit for approval" and a list's workflow button.
 */
export function StartFlowDialog({ template, formCode, dataId, data, onStarted, onClose }: StartFlowDialogProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ steps?: PreviewStep[]; problem?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  /** The initiator's picks for the route's selfSelect nodes, by node id. */
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let isCurrent = true;
    api.instances.preview({ processKey: template.processKey, formCode, data }).then(
      (steps) => isCurrent && setPreview({ steps }),
      (error: unknown) => isCurrent && setPreview({ problem: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, template.processKey, formCode, data]);

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
    if (isDone) onStarted(id);
  };
  const selfSelectSteps = preview.steps?.filter((step) => step.selfSelect) ?? [];
  return (
    <Modal
      open
      title={t('bpm.start.title', { name: template.processName })}
      okText={t('bpm.start.confirm')}
      okButtonProps={{ disabled: !preview.steps, 'data-testid': 'flow-start-confirm' }}
      confirmLoading={isBusy}
      onOk={() => void start()}
      onCancel={onClose}
      destroyOnHidden
    >
      {preview.problem && <Alert type="warning" showIcon title={preview.problem} />}
      {preview.steps ? <PathSteps nodes={preview.steps} /> : !preview.problem && <Spin />}
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
  );
}
