import { ArrowLeftOutlined, CloudUploadOutlined, HistoryOutlined } from '@ant-design/icons';
import type { DefinitionBodies } from '@wharf/schemas';
import { Alert, Button, Drawer, List, Modal, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DefinitionDiff, RevisionRecord } from '../../../api/definitionsApi';
import { isConflict, messageOf } from '../../../api/eformResult';
import { notifier } from '../../../http/notifier';
import { useNavigationBlock } from '../../bpm/design/useNavigationBlock';
import { useDraftScope } from '../../designerHost/useDesignerLeave';
import { useHeldPermission } from '../../bpm/design/useWorkflowDesign';
import { formatTime } from '../../eform/formatTime';
import type { GridKind, GridRecord } from './gridDesignApi';
import type { GridKindSpec } from './gridKinds';
import { useGridDesignApi } from './useGridDesignApi';
import { toastFailure } from '../../../http/failureToast';

/** What the host hands its designer. */
export interface HostedDesigner<K extends GridKind> {
  definition: DefinitionBodies[K];
  /** Saves a new version (rejects with the message the designer shows; a 409 also raises the page's notice). */
  save(definition: DefinitionBodies[K]): Promise<{ definition?: DefinitionBodies[K] }>;
  onDirtyChange(dirty: boolean): void;
  /** Whose drafts these are (the designer keeps unsaved work per user and offers it back). */
  draftScope: string | undefined;
}

const changeTexts = { added: 'gridDesign.change.added', removed: 'gridDesign.change.removed', changed: 'gridDesign.change.changed' } as const;

/**
 * The full-page host of a grid designer (dashboard or portal) on the stored definition `code`: back,
 * version and published state, publish (after saving; 409 when someone saved first), revisions with a
 * comparison against the current version, a notice with "open the latest version" when a save or publish
 * met a newer version, and a question before in-app navigation while work is unsaved (the designer asks
 * on leaving the app). `actions` adds the kind's own buttons (the portal's preview as a role).
 */
export function GridDesignHost<K extends GridKind>({ spec, code, children, actions }: { spec: GridKindSpec<K>; code: string; children(designer: HostedDesigner<K>): ReactNode; actions?(record: GridRecord<K>): ReactNode }) {
  const api = useGridDesignApi();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canDesign = useHeldPermission()(spec.permission);
  const [record, setRecord] = useState<GridRecord<K>>();
  const recordRef = useRef<GridRecord<K> | undefined>(undefined);
  recordRef.current = record;
  // What the designer was opened with: a new object only when (re)opened, which resets it.
  const [opened, setOpened] = useState<GridRecord<K>>();
  const [problem, setProblem] = useState('');
  const [conflict, setConflict] = useState<'save' | 'publish'>();
  const [isDirty, setDirty] = useState(false);
  const [isPublishing, setPublishing] = useState(false);
  const [revisions, setRevisions] = useState<RevisionRecord[]>();
  const [diff, setDiff] = useState<DefinitionDiff>();
  const { held } = useNavigationBlock(isDirty);
  const draftScope = useDraftScope();

  const open = async () => {
    setProblem('');
    setConflict(undefined);
    try {
      const found = await api.load(spec.kind, code);
      if (!found?.body) return setProblem(t(spec.texts.notFound, { code }));
      setRecord(found);
      setOpened(found);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  useEffect(() => {
    if (canDesign) void open();
    // `open` reads only the api and texts, which do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, canDesign]);

  const save = async (definition: DefinitionBodies[K]) => {
    const current = recordRef.current!;
    try {
      const saved = await api.save<K>(current, spec.nameOf(definition), definition);
      recordRef.current = saved;
      setRecord(saved);
      setConflict(undefined);
      notifier().toast('success', t('gridDesign.saved', { version: saved.version }));
      return { definition: saved.body ?? definition };
    } catch (error) {
      if (isConflict(error)) {
        setConflict('save');
        throw new Error(t('gridDesign.conflict'));
      }
      throw new Error(messageOf(error));
    }
  };

  const publish = async () => {
    if (!record) return;
    setPublishing(true);
    try {
      const published = await api.publish(record.id, record.version);
      setRecord({ ...record, status: published.status, publishedVersion: published.publishedVersion });
      notifier().toast('success', t('gridDesign.publishDone', { version: published.publishedVersion ?? record.version }));
    } catch (error) {
      if (isConflict(error)) setConflict('publish');
      else toastFailure('error', error);
    } finally {
      setPublishing(false);
    }
  };

  const showRevisions = async () => {
    if (!record) return;
    setDiff(undefined);
    try {
      setRevisions([...(await api.revisions(record.id))].reverse());
    } catch (error) {
      toastFailure('error', error);
    }
  };
  const compare = async (version: number) => {
    if (!record) return;
    try {
      setDiff(await api.diff(record.id, version, record.version));
    } catch (error) {
      toastFailure('error', error);
    }
  };

  // Back where the user came from; a page opened directly goes to the home page.
  const goBack = () => (window.history.state && (window.history.state as { idx?: number }).idx ? navigate(-1) : navigate('/'));

  if (!canDesign) return <Result status="403" title={t(spec.texts.noPermission)} data-testid="grid-design-denied" extra={<Button onClick={goBack}>{t('gridDesign.back')}</Button>} />;
  if (problem) return <Result status="warning" title={problem} data-testid="grid-design-problem" extra={<Button onClick={goBack}>{t('gridDesign.back')}</Button>} />;
  if (!opened?.body || !record) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const isPublished = record.publishedVersion === record.version;
  return (
    <main data-testid={`grid-design-page-${spec.kind}`} data-version={record.version} data-published-version={record.publishedVersion ?? ''} style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '8px 16px', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('gridDesign.back')} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 16 }}>{`${record.name} (${record.code})`}</Typography.Title>
          <Tag>{t('gridDesign.versionTag', { version: record.version })}</Tag>
          <Tag color={isPublished ? 'green' : 'blue'} data-testid="grid-design-status">{isPublished ? t('gridDesign.published', { version: record.publishedVersion }) : t('gridDesign.unpublished')}</Tag>
        </Space>
        <Space>
          {actions?.(record)}
          <Button icon={<HistoryOutlined />} data-testid="grid-design-revisions" onClick={() => void showRevisions()}>{t('gridDesign.revisions')}</Button>
          <Tooltip title={isDirty ? t('gridDesign.saveFirst') : undefined}>
            <Button type="primary" icon={<CloudUploadOutlined />} data-testid="grid-design-publish" disabled={isDirty || isPublished} loading={isPublishing} onClick={() => void publish()}>
              {t('gridDesign.publish')}
            </Button>
          </Tooltip>
        </Space>
      </div>
      {conflict && (
        <Alert type="warning" showIcon data-testid="grid-design-conflict" title={t(conflict === 'publish' ? 'gridDesign.publishConflict' : 'gridDesign.conflict')} action={<Button size="small" onClick={() => void open()}>{t('gridDesign.openLatest')}</Button>} />
      )}
      <div style={{ flex: 1, minHeight: 0, padding: 12 }}>
        <div key={`${opened.id}:${opened.version}`} style={{ height: '100%' }}>
          {children({ definition: opened.body, save, onDirtyChange: setDirty, draftScope })}
        </div>
      </div>
      <Drawer open={revisions !== undefined} title={t('gridDesign.revisions')} size={520} onClose={() => setRevisions(undefined)} destroyOnHidden>
        <List
          size="small"
          dataSource={revisions ?? []}
          renderItem={(revision) => (
            <List.Item
              data-revision={revision.version}
              actions={revision.version === record.version ? [] : [<Button key="compare" size="small" type="link" onClick={() => void compare(revision.version)}>{t('gridDesign.compare')}</Button>]}
            >
              <Space>
                <Tag color={revision.version === record.publishedVersion ? 'green' : undefined}>v{revision.version}</Tag>
                <span>{revision.name}</span>
                <Typography.Text type="secondary">{t('gridDesign.revisionBy', { user: revision.createBy ?? '', time: formatTime(revision.createTime, i18n.language) })}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
        {diff && (
          <div data-testid="grid-design-diff" style={{ marginTop: 12 }}>
            <Typography.Title level={5}>{`v${diff.from} → v${diff.to}`}</Typography.Title>
            {diff.changes.length === 0 ? (
              <Typography.Text type="secondary">{t('gridDesign.noChanges')}</Typography.Text>
            ) : (
              <ul style={{ paddingLeft: 16 }}>
                {diff.changes.map((change) => (
                  <li key={`${change.op}:${change.path}`}>
                    <Tag>{t(changeTexts[change.op])}</Tag>
                    <Typography.Text code>{change.path}</Typography.Text>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Drawer>
      <Modal open={held !== undefined} title={t('gridDesign.leaveTitle')} okText={t('gridDesign.leave')} cancelText={t('gridDesign.stay')} okButtonProps={{ danger: true }} onOk={() => held?.proceed()} onCancel={() => held?.stay()}>
        {t('gridDesign.leaveText')}
      </Modal>
    </main>
  );
}
