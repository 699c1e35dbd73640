import { Button, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '../../api/bpmTypes';
import { batchProblem } from './batchApproval';
import { runAction, useBpmApi } from './useBpm';

/**
 * Approves the selected to-dos together, with one comment. Offered only for tasks of the same node
 * of one template (spec §5); otherwise the button says why not. The server checks it again.
 */
export function BatchApproveButton({ tasks, onDone }: { tasks: TaskRow[]; onDone(): void }) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const problem = batchProblem(tasks);
  const approve = async () => {
    setIsBusy(true);
    const isDone = await runAction(() => api.tasks.batchApprove(tasks.map((task) => task.id), comment || undefined), t('bpm.batch.done', { count: tasks.length }));
    setIsBusy(false);
    if (isDone) {
      setIsOpen(false);
      setComment('');
      onDone();
    }
  };
  return (
    <>
      <Tooltip title={problem && problem !== 'none-selected' ? t(`bpm.batch.${problem}`) : undefined}>
        <Button type="primary" disabled={problem !== undefined} data-testid="batch-approve" data-problem={problem ?? ''} onClick={() => setIsOpen(true)}>
          {t('bpm.batch.approve')}
        </Button>
      </Tooltip>
      <Modal open={isOpen} title={t('bpm.batch.title', { count: tasks.length })} okText={t('bpm.action.approve')} confirmLoading={isBusy} onOk={() => void approve()} onCancel={() => setIsOpen(false)} destroyOnHidden>
        <Input.TextArea rows={3} value={comment} placeholder={t('bpm.action.comment')} onChange={(event) => setComment(event.target.value)} data-testid="batch-comment" />
      </Modal>
    </>
  );
}
