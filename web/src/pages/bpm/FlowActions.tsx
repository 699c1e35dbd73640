import { kindSpecs } from '@wharf/engine';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceDetail, TaskRow } from '../../api/bpmTypes';
import { Permitted } from '../../components/Permitted';
import { PathPreviewButton } from './PathPreview';
import { UserPicker } from './UserPicker';
import { runAction, useBpmApi } from './useBpm';

type Dialog = 'reject' | 'transfer' | 'delegate' | 'addSigner';

/** Who may suspend and resume any request: the workflow designer's publish permission (the server's workflow management). */
const workflowManagement = kindSpecs.workflow.designer.publish;

export interface FlowActionsProps {
  detail: InstanceDetail;
  /** The caller's open task on this instance, if any. */
  task: TaskRow | undefined;
  isInitiator: boolean;
  /** The form's own submit button approves (the node lets the user edit fields): no separate approve button. */
  isApprovedThroughForm: boolean;
  comment: string;
  onCommentChange(comment: string): void;
  /** The record as saved, for the path preview. */
  data: Record<string, unknown>;
  onChanged(): void;
}

/**
 * The actions of the handling page (issue 16): an assignee approves, rejects (to the initiator, the
 * previous node or a visited node), transfers, delegates or adds a signer; the initiator resubmits a
 * returned request, withdraws it until the first approver acts, or urges the open tasks. The server
 * decides whether each is allowed; its refusals are the §8 workflow messages.
 */
export function FlowActions(props: FlowActionsProps) {
  const { detail, task, comment } = props;
  const api = useBpmApi();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const [form] = Form.useForm();
  const commentOrNothing = comment.trim() || undefined;

  const run = async (action: () => Promise<unknown>, doneKey: string) => {
    setIsBusy(true);
    const isDone = await runAction(action, t(doneKey));
    setIsBusy(false);
    if (isDone) {
      setDialog(undefined);
      props.onCommentChange('');
      props.onChanged();
    }
  };

  const submitDialog = async () => {
    if (!task) return;
    const values = (await form.validateFields()) as { target?: string; userId?: string; userIds?: string[]; position?: 'before' | 'after' };
    if (dialog === 'reject') await run(() => api.tasks.reject(task.id, { target: values.target ?? 'previous', ...(commentOrNothing ? { comment: commentOrNothing } : {}) }), 'bpm.done.reject');
    if (dialog === 'transfer') await run(() => api.tasks.transfer(task.id, { userId: values.userId!, comment: commentOrNothing }), 'bpm.done.transfer');
    if (dialog === 'delegate') await run(() => api.tasks.delegate(task.id, { userId: values.userId!, comment: commentOrNothing }), 'bpm.done.delegate');
    if (dialog === 'addSigner') await run(() => api.tasks.addSigner(task.id, { userIds: values.userIds ?? [], position: values.position ?? 'after', comment: commentOrNothing }), 'bpm.done.addSigner');
  };

  const isActive = detail.status === 'active';
  const isApprover = task?.taskType === 'approve';
  const isResubmitting = task?.taskType === 'resubmit';
  const urgeable = detail.openTasks.filter((open) => open.taskType === 'approve' && open.status === 'pending');
  const mayUrge = props.isInitiator && isActive && urgeable.length > 0;
  const mayWithdraw = props.isInitiator && isActive && detail.canWithdraw;
  // Exactly what the server's engine accepts for this task (never worked out again from the trail).
  const rejectTargets = (detail.rejectTargets.find((entry) => entry.taskId === task?.id)?.targets ?? [])
    .map((choice) => ({ value: choice.target, label: choice.target === 'initiator' || choice.target === 'previous' ? `${t(`bpm.reject.${choice.target}`)} (${choice.name})` : choice.name }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="flow-actions">
      {task && (
        <Input.TextArea rows={3} value={comment} placeholder={t('bpm.action.comment')} onChange={(event) => props.onCommentChange(event.target.value)} data-testid="flow-comment" />
      )}
      <Space wrap>
        {task && !props.isApprovedThroughForm && (
          <Button type="primary" loading={isBusy} data-testid="flow-approve" onClick={() => void run(() => api.tasks.approve(task.id, commentOrNothing), isResubmitting ? 'bpm.done.resubmit' : 'bpm.done.approve')}>
            {t(isResubmitting ? 'bpm.action.resubmit' : 'bpm.action.approve')}
          </Button>
        )}
        {isApprover && (
          <>
            <Button danger data-testid="flow-reject" onClick={() => { form.setFieldsValue({ target: rejectTargets[0]?.value }); setDialog('reject'); }}>{t('bpm.action.reject')}</Button>
            <Button data-testid="flow-transfer" onClick={() => setDialog('transfer')}>{t('bpm.action.transfer')}</Button>
            <Button data-testid="flow-delegate" onClick={() => setDialog('delegate')}>{t('bpm.action.delegate')}</Button>
            <Button data-testid="flow-add-signer" onClick={() => { form.setFieldsValue({ position: 'after' }); setDialog('addSigner'); }}>{t('bpm.action.addSigner')}</Button>
          </>
        )}
        {mayUrge && (
          <Button data-testid="flow-urge" loading={isBusy} onClick={() => void run(() => Promise.all(urgeable.map((open) => api.tasks.urge(open.id))), 'bpm.done.urge')}>
            {t('bpm.action.urge')}
          </Button>
        )}
        {mayWithdraw && (
          <Popconfirm title={t('bpm.action.withdrawConfirm')} onConfirm={() => run(() => api.instances.act(detail.id, 'withdraw'), 'bpm.done.withdraw')}>
            <Button danger data-testid="flow-withdraw">{t('bpm.action.withdraw')}</Button>
          </Popconfirm>
        )}
        <Permitted action={workflowManagement}>
          {detail.status === 'active' && (
            <Popconfirm title={t('bpm.action.suspendConfirm')} onConfirm={() => run(() => api.instances.act(detail.id, 'suspend'), 'bpm.done.suspend')}>
              <Button data-testid="flow-suspend">{t('bpm.action.suspend')}</Button>
            </Popconfirm>
          )}
          {detail.status === 'suspended' && (
            <Button data-testid="flow-resume" loading={isBusy} onClick={() => void run(() => api.instances.act(detail.id, 'resume'), 'bpm.done.resume')}>
              {t('bpm.action.resume')}
            </Button>
          )}
        </Permitted>
        {isActive && <PathPreviewButton processKey={detail.processKey} formCode={detail.formCode ?? undefined} data={props.data} />}
      </Space>
      <Modal open={dialog !== undefined} title={dialog ? t(`bpm.action.${dialog}`) : ''} confirmLoading={isBusy} onOk={() => void submitDialog()} onCancel={() => setDialog(undefined)} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" name="flow-dialog">
          {dialog === 'reject' && (
            <Form.Item name="target" label={t('bpm.reject.target')} rules={[{ required: true }]}>
              <Select options={rejectTargets} data-testid="reject-target" />
            </Form.Item>
          )}
          {(dialog === 'transfer' || dialog === 'delegate') && (
            <Form.Item name="userId" label={t('bpm.action.toUser')} rules={[{ required: true, message: t('bpm.action.chooseUser') }]}>
              <UserPicker testId="flow-user" />
            </Form.Item>
          )}
          {dialog === 'addSigner' && (
            <>
              <Form.Item name="userIds" label={t('bpm.action.signers')} rules={[{ required: true, message: t('bpm.action.chooseUser') }]}>
                <UserPicker isMultiple testId="flow-signers" />
              </Form.Item>
              <Form.Item name="position" label={t('bpm.action.signerPosition')}>
                <Radio.Group options={[{ value: 'before', label: t('bpm.action.before') }, { value: 'after', label: t('bpm.action.after') }]} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
