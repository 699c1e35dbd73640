import { ArrowLeftOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { kindDesigners, type WorkflowDesignerServices } from '@wharf/designers';
import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert, Button, Modal, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isConflict, issuesOf, messageOf, type ServerIssue } from '../../../api/eformResult';
import { useSession } from '../../../app/ServicesContext';
import { notifier } from '../../../http/notifier';
import { workflowDesignPath, workflowDesignPermission } from './designPaths';
import { PublishProblems } from './PublishProblems';
import { useNavigationBlock } from './useNavigationBlock';
import { useHeldPermission, useWorkflowDesignApi } from './useWorkflowDesign';
import type { WorkflowRecord } from './workflowDesignApi';

/** The workflow kind's designer (the tree or the graph one, switchable) and its starting body, from the designers registry. */
const { Designer: WorkflowDesigner, scaffold } = kindDesigners.workflow;

/**
 * A new workflow: the kind's scaffold under a `_temp_` key (spec §5) with the name, business type and
 * bill type left empty, so the designer's checks ask for all four before it can be saved.
 */
export function newWorkflowDefinition(random = Math.random): WorkflowDefinition {
  return { ...scaffold(`_temp_${random().toString(36).slice(2, 10)}`, ''), businessType: '', billType: '' };
}

/** What the designer edits: the stored head (none yet for a new workflow) and the body it was given. */
interface Opened {
  record: WorkflowRecord | undefined;
  definition: WorkflowDefinition;
}

/**
 * The workflow design page (`/bpm/design/{processKey}`, `/bpm/design` for a new one): the workflow
 * designer on a stored workflow definition. Saving is a new version in the definition store (409
 * when someone saved first, said plainly); publishing goes through the template lifecycle route so
 * the workflow's publish checks run, and their problems are listed by node. The bound form's fields
 * and the directory lists feed the designer's panels; in-app navigation asks while work is unsaved.
 */
export function WorkflowDesignPage() {
  const api = useWorkflowDesignApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { processKey } = useParams();
  const holds = useHeldPermission();
  const canDesign = holds(workflowDesignPermission);
  const userId = useSession((state) => state.userInfo?.id);
  const [opened, setOpened] = useState<Opened>();
  const [record, setRecord] = useState<WorkflowRecord>();
  const recordRef = useRef<WorkflowRecord | undefined>(undefined);
  recordRef.current = record;
  const [problem, setProblem] = useState('');
  const [isDirty, setDirty] = useState(false);
  // Someone saved a newer version first: of a save (the work stays a draft) or of a publish.
  const [conflict, setConflict] = useState<'save' | 'publish'>();
  const [publishIssues, setPublishIssues] = useState<ServerIssue[]>([]);
  const [olderRunning, setOlderRunning] = useState(0);
  const [isPublishing, setPublishing] = useState(false);
  const { held, unheld } = useNavigationBlock(isDirty);

  const open = async (key: string | undefined) => {
    setProblem('');
    setConflict(undefined);
    setPublishIssues([]);
    if (key === undefined) {
      setRecord(undefined);
      setOpened({ record: undefined, definition: newWorkflowDefinition() });
      return;
    }
    try {
      const found = await api.load(key);
      if (!found?.body) return setProblem(t('bpmDesign.notFound', { key }));
      setRecord(found);
      setOpened({ record: found, definition: found.body });
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  useEffect(() => {
    // A new workflow just saved moves to its own address: the page already holds it.
    if (processKey !== undefined && recordRef.current?.code === processKey) return;
    if (canDesign) void open(processKey);
    // `open` reads only the api and texts, which do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [processKey, canDesign]);

  const services = useMemo<WorkflowDesignerServices>(() => ({
    async save(definition) {
      const current = recordRef.current;
      try {
        const saved = current ? await api.save(current, definition) : await api.create(definition);
        recordRef.current = saved;
        setRecord(saved);
        setConflict(undefined);
        setPublishIssues([]);
        notifier().toast('success', t('bpmDesign.saved', { version: saved.version }));
        return { definition: saved.body ?? definition };
      } catch (error) {
        if (current && isConflict(error)) {
          setConflict('save');
          throw new Error(t('bpmDesign.conflict'));
        }
        throw new Error(messageOf(error));
      }
    },
    listForms: api.listForms,
    formFields: api.formFields,
    directory: api.directory(holds),
  }), [api, holds, t]);

  const publish = async () => {
    if (!record) return;
    setPublishing(true);
    setPublishIssues([]);
    setOlderRunning(0);
    try {
      const answer = await api.publish(record.code, record.version);
      setRecord({ ...record, status: 'published', publishedVersion: answer.template.version });
      setOlderRunning(answer.runningByNode.filter((entry) => entry.version !== answer.template.version).reduce((sum, entry) => sum + entry.count, 0));
      notifier().toast('success', t('bpmDesign.publishDone', { version: answer.template.version }));
    } catch (error) {
      const issues = issuesOf(error);
      if (issues) setPublishIssues(issues);
      else if (isConflict(error)) setConflict('publish');
      else setPublishIssues([{ path: '', code: 'publish', message: messageOf(error) }]);
    } finally {
      setPublishing(false);
    }
  };

  // Back where the user came from; a page opened directly (a link in a new tab) goes to the home page.
  const goBack = () => (window.history.state && (window.history.state as { idx?: number }).idx ? navigate(-1) : navigate('/'));

  if (!canDesign) return <Result status="403" title={t('bpmDesign.noPermission')} data-testid="workflow-design-denied" extra={<Button onClick={goBack}>{t('bpmDesign.back')}</Button>} />;
  if (problem) return <Result status="warning" title={problem} data-testid="workflow-design-problem" extra={<Button onClick={goBack}>{t('bpmDesign.back')}</Button>} />;
  if (!opened) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const isPublished = record !== undefined && record.publishedVersion === record.version;
  return (
    <main data-testid="workflow-design-page" data-version={record?.version ?? ''} data-published-version={record?.publishedVersion ?? ''} style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '8px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('bpmDesign.back')} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 16 }}>{record ? `${record.name} (${record.code})` : t('bpmDesign.newTitle')}</Typography.Title>
          {record && <Tag>{t('bpmDesign.version', { version: record.version })}</Tag>}
          {record && <Tag color={isPublished ? 'green' : 'blue'} data-testid="workflow-design-status">{isPublished ? t('bpmDesign.published', { version: record.publishedVersion }) : t('bpmDesign.unpublished')}</Tag>}
        </Space>
        <Tooltip title={isDirty ? t('bpmDesign.saveFirst') : undefined}>
          <Button type="primary" icon={<CloudUploadOutlined />} data-testid="workflow-design-publish" disabled={!record || isDirty || isPublished} loading={isPublishing} onClick={() => void publish()}>
            {t('bpmDesign.publish')}
          </Button>
        </Tooltip>
      </div>
      {conflict && (
        <Alert type="warning" showIcon data-testid="workflow-design-conflict" title={t(conflict === 'publish' ? 'bpmDesign.publishConflict' : 'bpmDesign.conflict')}
          action={<Button size="small" onClick={() => void open(record?.code)}>{t('bpmDesign.openLatest')}</Button>} />
      )}
      <PublishProblems issues={publishIssues} definition={record?.body} onClose={() => setPublishIssues([])} />
      {olderRunning > 0 && <Alert type="info" showIcon closable data-testid="workflow-design-older-running" title={t('bpmDesign.olderRunning', { count: olderRunning })} onClose={() => setOlderRunning(0)} />}
      <div style={{ flex: 1, minHeight: 0 }}>
        <WorkflowDesigner
          key={opened.record ? `${opened.record.id}:${opened.record.version}` : opened.definition.processKey}
          definition={opened.definition}
          isNew={!opened.record}
          services={services}
          draftScope={userId}
          onDirtyChange={setDirty}
          onSaved={(saved) => {
            // A new workflow gets its own address once stored (the key is fixed from then on).
            if (processKey !== saved.processKey) unheld(() => navigate(workflowDesignPath(saved.processKey), { replace: true }));
          }}
        />
      </div>
      <Modal open={held !== undefined} title={t('bpmDesign.leaveTitle')} okText={t('bpmDesign.leave')} cancelText={t('bpmDesign.stay')} okButtonProps={{ danger: true }} onOk={() => held?.proceed()} onCancel={() => held?.stay()}>
        {t('bpmDesign.leaveText')}
      </Modal>
    </main>
  );
}
