import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { InstanceDetail } from '../../api/bpmTypes';
import { messageOf } from '../../api/eformResult';
import { useSession } from '../../app/ServicesContext';
import { notifier } from '../../http/notifier';
import { formatTime } from '../eform/formatTime';
import { useEformApi } from '../eform/useEform';
import { FlowActions } from './FlowActions';
import { changedValues } from './fieldPermissions';
import { FlowForm } from './FlowForm';
import { nodePermissions } from './flowNodes';
import { flowFuncs, type FlowFunc } from './flowPaths';
import { HistoryTimeline } from './HistoryTimeline';
import { InstanceStatusTag } from './InstanceStatusTag';
import { useBpmApi } from './useBpm';

/** Who the request waits for: each open node with its assignees. */
function waitingFor(openTasks: InstanceDetail['openTasks']): string {
  const byNode = new Map<string, string[]>();
  for (const open of openTasks) byNode.set(open.taskName, [...(byNode.get(open.taskName) ?? []), open.assigneeName ?? '—']);
  return [...byNode].map(([node, names]) => `${node}: ${names.join(', ')}`).join('; ');
}

/** The request and its form record as the caller may read it (none when the request has no record, or it cannot be read). */
interface Loaded {
  detail: InstanceDetail;
  record: { data: Record<string, unknown>; rowVersion: number } | undefined;
  recordProblem: string;
}

/**
 * The handling page `/flow/{func}/{id}` (spec §2; issue 16): the request's form with the node's
 * field permissions, its history timeline, the actions the caller may take and the path preview.
 * `id` is the instance; `func` says where it was opened from (todo, done, cc, start), and a to-do
 * names its task (`?taskId=`). Without one, the caller's own open task on the request is used.
 */
export function FlowPage() {
  const api = useBpmApi();
  const eform = useEformApi();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { func, id = '' } = useParams();
  const [search] = useSearchParams();
  const userId = useSession((state) => state.userInfo?.id);
  const [loaded, setLoaded] = useState<Loaded>();
  const [problem, setProblem] = useState('');
  const [comment, setComment] = useState('');
  const [version, setVersion] = useState(0);
  // Whether the form drew editable fields: then its own submit button saves and performs approve or resubmit.
  const [isFormEditable, setIsFormEditable] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setProblem('');
    (async (): Promise<Loaded> => {
      const detail = await api.instances.detail(id);
      if (!detail.formCode || !detail.dataId) return { detail, record: undefined, recordProblem: '' };
      try {
        const record = await eform.data.read(detail.formCode, detail.dataId);
        return { detail, record: { data: record.data, rowVersion: record.rowVersion }, recordProblem: '' };
      } catch (error) {
        // The request and its history still show; the form says why it cannot.
        return { detail, record: undefined, recordProblem: messageOf(error) };
      }
    })().then(
      (next) => isCurrent && setLoaded(next),
      (error: unknown) => isCurrent && setProblem(messageOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, eform, id, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Back where the user came from; a page opened directly (a link in a new tab) goes to the home page.
  const goBack = () => (window.history.state && (window.history.state as { idx?: number }).idx ? navigate(-1) : navigate('/'));

  if (!flowFuncs.includes(func as FlowFunc)) return <Result status="404" title={t('bpm.flow.unknownFunc', { func })} data-testid="flow-unknown" extra={<Button onClick={() => goBack()}>{t('bpm.back')}</Button>} />;
  if (problem) return <Result status="warning" title={problem} data-testid="flow-problem" extra={<Button onClick={() => goBack()}>{t('bpm.back')}</Button>} />;
  if (!loaded) return <Spin style={{ display: 'block', margin: '96px auto' }} />;

  const { detail, record } = loaded;
  const mine = detail.openTasks.filter((open) => detail.myTaskIds.includes(open.id));
  const task = mine.find((open) => open.id === search.get('taskId')) ?? mine[0];
  const { role, permissions } = nodePermissions(detail.definition, task ?? (detail.currentNodeId ? { nodeId: detail.currentNodeId, taskType: 'approve' } : undefined));
  const isResubmitting = task?.taskType === 'resubmit';

  // The form's submit: save the record as this task's assignee (the node's changed editable fields over
  // the record as read), then approve or resubmit. A 400 from the save comes back on its fields.
  const saveAndApprove = async (editable: Record<string, unknown>) => {
    if (!task || !record || !detail.formCode || !detail.dataId) return undefined;
    // Saved only when something changed: an unchanged record keeps its version and data log.
    const changed = changedValues(record.data, editable);
    if (Object.keys(changed).length > 0) {
      await api.tasks.saveRecord(task.id, { formCode: detail.formCode, dataId: detail.dataId, rowVersion: record.rowVersion, data: { ...record.data, ...changed } });
    }
    await api.tasks.approve(task.id, comment.trim() || undefined);
    notifier().toast('success', t(isResubmitting ? 'bpm.done.resubmit' : 'bpm.done.approve'));
    setComment('');
    reload();
    return undefined;
  };

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="flow-page" data-func={func} data-task-id={task?.id ?? ''}>
      <Card size="small">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex align="center" gap={8}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => goBack()} aria-label={t('bpm.back')} />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="flow-title">{detail.title}</Typography.Title>
            <InstanceStatusTag row={detail} />
          </Flex>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              { key: 'process', label: t('bpm.list.process'), children: detail.processName },
              { key: 'initiator', label: t('bpm.flow.initiator'), children: detail.initiatorName ?? '—' },
              { key: 'started', label: t('bpm.list.startedAt'), children: formatTime(detail.startTime, i18n.language) },
              ...(detail.openTasks.length > 0 ? [{ key: 'waiting', label: t('bpm.flow.waitingFor'), children: <span data-testid="flow-waiting">{waitingFor(detail.openTasks)}</span> }] : []),
            ]}
          />
        </Flex>
      </Card>
      {task && <Alert type="info" showIcon title={t(isResubmitting ? 'bpm.flow.yourResubmit' : 'bpm.flow.yourTask', { node: task.taskName })} data-testid="flow-task-banner" />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('bpm.flow.form')} size="small">
            {record && detail.formCode && detail.dataId ? (
              <FlowForm
                key={`${detail.id}:${version}:${task?.id ?? ''}`}
                formCode={detail.formCode}
                dataId={detail.dataId}
                data={record.data}
                permissions={permissions}
                role={role}
                onSubmit={task ? saveAndApprove : undefined}
                onEditableChange={setIsFormEditable}
                submitText={t(isResubmitting ? 'bpm.action.resubmit' : 'bpm.action.approve')}
              />
            ) : (
              <Result status="info" title={loaded.recordProblem || t('bpm.flow.noRecord')} data-testid="flow-no-record" />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title={t('bpm.flow.actions')} size="small">
              <FlowActions
                detail={detail}
                task={task}
                isInitiator={detail.initiatorId === userId}
                isApprovedThroughForm={!!task && !!record && isFormEditable}
                comment={comment}
                onCommentChange={setComment}
                data={record?.data ?? {}}
                onChanged={reload}
              />
            </Card>
            <Card title={t('bpm.flow.history')} size="small">
              <HistoryTimeline history={detail.history} nodeName={(nodeId) => detail.definition.nodes.find((node) => node.nodeId === nodeId)?.name} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
