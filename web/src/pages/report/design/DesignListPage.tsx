import { CloudUploadOutlined, EditOutlined, HistoryOutlined, MenuOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DefinitionBodies } from '@wharf/schemas';
import { Alert, Button, Drawer, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord } from '../../../api/definitionsApi';
import { isConflict, messageOf } from '../../../api/eformResult';
import { useSession } from '../../../app/ServicesContext';
import { Permitted } from '../../../components/Permitted';
import { notifier } from '../../../http/notifier';
import { FormMenuModal } from '../../eform/FormMenuModal';
import { formatTime } from '../../eform/formatTime';
import { NewDefinitionModal } from './NewDefinitionModal';
import { RevisionsModal } from './RevisionsModal';
import { useDesignerLeave, useDraftScope } from '../../designerHost/useDesignerLeave';
import type { UnsavedWorkProps } from '@wharf/designers';
import type { ReportDesignApis } from './useReportDesign';
import { hasElementPermission, menuKinds, type PermissionEntry } from '@wharf/engine';
import { toastFailure } from '../../../http/failureToast';

/** The kinds these pages design. */
export type DesignKind = 'dataset' | 'report' | 'warning';

/** What the drawer's designer edits: the stored head (none before the first save) and the body it opens with. */
export interface Editing<K extends DesignKind> {
  record?: DefinitionRecord<DefinitionBodies[K]>;
  definition: DefinitionBodies[K];
}

export interface DesignListPageProps<K extends DesignKind> {
  kind: K;
  apis: ReportDesignApis;
  /** The button permission that designs (and publishes) this kind. */
  permission: string;
  newTitle: string;
  /** A new definition: the kind's scaffold under the chosen code and name. */
  scaffold(code: string, name: string): DefinitionBodies[K];
  identity(body: DefinitionBodies[K]): { code: string; name: string };
  /** The kind's designer on the edited definition, saving through `save`; `unsaved` goes to the designer (drafts, the question before closing). */
  designer(editing: Editing<K>, save: (definition: DefinitionBodies[K]) => Promise<{ definition: DefinitionBodies[K] }>, unsaved: UnsavedWorkProps): ReactNode;
}

const statusLabels = { draft: 'reportDesign.status.draft', published: 'reportDesign.status.published' } as const;

/**
 * A list of datasets or report widgets with their versions: search, create from the kind's
 * scaffold, design in a drawer (every save a new version in the definition store; 409 when someone
 * saved first, said plainly and the work kept in the designer), publish the head, and the revisions
 * with "publish this version".
 */
export function DesignListPage<K extends DesignKind>(props: DesignListPageProps<K>) {
  const { apis, kind } = props;
  const { t, i18n } = useTranslation();
  const canDesign = useSession((state) => hasElementPermission(props.permission, { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
  const [rows, setRows] = useState<DefinitionRecord[]>([]);
  const [keyword, setKeyword] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing<K>>();
  const [revisionsOf, setRevisionsOf] = useState<DefinitionRecord>();
  const [onMenu, setOnMenu] = useState<DefinitionRecord>();
  // Report widgets open a card of their own on a menu (engine menuKinds); datasets open no page.
  const onMenuKind = menuKinds.find((menuKind) => menuKind === kind);
  const editingRef = useRef<Editing<K> | undefined>(undefined);
  editingRef.current = editing;
  const leave = useDesignerLeave();
  const draftScope = useDraftScope();

  const load = useCallback(async () => {
    setIsLoading(true);
    setProblem('');
    try {
      setRows((await apis.eform.definitions.list(kind, { keyword: keyword || undefined, pageSize: 500 })).records);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setIsLoading(false);
    }
  }, [apis, kind, keyword]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (definition: DefinitionBodies[K]) => {
    const current = editingRef.current;
    const { code, name } = props.identity(definition);
    try {
      const saved = current?.record
        ? await apis.eform.definitions.update<DefinitionBodies[K]>(current.record.id, { version: current.record.version, name, body: definition })
        : await apis.eform.definitions.create<DefinitionBodies[K]>({ kind, code, name, body: definition });
      const body = saved.body ?? definition;
      setEditing({ record: saved, definition: body });
      notifier().toast('success', t('reportDesign.saved', { version: saved.version }));
      void load();
      return { definition: body };
    } catch (error) {
      // The client's error goes on as it is: the designer reads the refused fields of a 400 from it,
      // and whether the client already toasted it (told once, issue 20).
      if (isConflict(error)) throw new Error(t('reportDesign.conflict'));
      throw error;
    }
  };

  const publish = async (row: DefinitionRecord, version = row.version) => {
    try {
      const published = await apis.eform.definitions.publish(row.id, version);
      notifier().toast('success', t('reportDesign.published', { version }));
      const current = editingRef.current;
      if (current?.record?.id === row.id) setEditing({ ...current, record: { ...current.record, status: published.status, publishedVersion: published.publishedVersion } });
      setRevisionsOf((shown) => (shown?.id === row.id ? { ...shown, status: published.status, publishedVersion: published.publishedVersion } : shown));
      await load();
    } catch (error) {
      if (isConflict(error)) notifier().toast('error', t('reportDesign.conflict'));
      else toastFailure('error', error);
    }
  };

  const open = async (row: DefinitionRecord) => {
    try {
      const record = await apis.eform.definitions.get<DefinitionBodies[K]>(row.id);
      setEditing({ record, definition: record.body! });
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const columns: TableColumnsType<DefinitionRecord> = [
    { title: t('reportDesign.code'), dataIndex: 'code', key: 'code' },
    { title: t('reportDesign.name'), dataIndex: 'name', key: 'name' },
    { title: t('reportDesign.version'), key: 'version', width: 160, render: (_v, row) => <span>{row.version}{row.publishedVersion ? ` / ${t('reportDesign.publishedVersion', { version: row.publishedVersion })}` : ''}</span> },
    { title: t('reportDesign.state'), key: 'status', width: 110, render: (_v, row) => <Tag color={row.status === 'published' ? 'success' : 'default'}>{t(statusLabels[row.status])}</Tag> },
    { title: t('reportDesign.updateTime'), dataIndex: 'updateTime', key: 'updateTime', width: 190, render: (value: string) => formatTime(value, i18n.language) },
    {
      title: t('reportDesign.actions'),
      key: 'actions',
      width: 260,
      render: (_v, row) => (
        <Space size={0}>
          <Permitted action={props.permission}>
            <Button size="small" type="link" icon={<EditOutlined />} data-testid={`design-${row.code}`} onClick={() => void open(row)}>{t('reportDesign.design')}</Button>
            <Button size="small" type="link" icon={<CloudUploadOutlined />} disabled={row.status === 'published' && row.publishedVersion === row.version} data-testid={`publish-${row.code}`} onClick={() => void publish(row)}>{t('reportDesign.publish')}</Button>
            {onMenuKind && (
              <Button size="small" type="link" icon={<MenuOutlined />} disabled={!row.publishedVersion} data-testid={`menu-${row.code}`} onClick={() => setOnMenu(row)}>{t('eform.form.toMenu')}</Button>
            )}
          </Permitted>
          <Button size="small" type="link" icon={<HistoryOutlined />} data-testid={`revisions-${row.code}`} onClick={() => setRevisionsOf(row)}>{t('reportDesign.revisions')}</Button>
        </Space>
      ),
    },
  ];

  const head = editing?.record;
  return (
    <div data-testid={`${kind}-design-list`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('reportDesign.keyword')} onSearch={setKeyword} style={{ width: 260 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('reportDesign.refresh')}</Button>
        <Permitted action={props.permission}>
          <Button type="primary" icon={<PlusOutlined />} data-testid={`new-${kind}`} onClick={() => setCreating(true)}>{props.newTitle}</Button>
        </Permitted>
      </Space>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Table<DefinitionRecord> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={{ pageSizeOptions: [10, 20, 50, 100, 200, 500], defaultPageSize: 20, showQuickJumper: true }} />
      <NewDefinitionModal
        open={isCreating}
        title={props.newTitle}
        onCancel={() => setCreating(false)}
        onCreate={(code, name) => {
          setCreating(false);
          setEditing({ definition: props.scaffold(code, name) });
        }}
      />
      <Drawer
        open={Boolean(editing)}
        size="100%"
        title={head ? `${head.name} (${head.code}) · v${head.version}` : props.newTitle}
        destroyOnHidden
        onClose={() => leave.requestLeave(() => setEditing(undefined))}
        extra={head && canDesign ? (
          <Button icon={<CloudUploadOutlined />} disabled={head.status === 'published' && head.publishedVersion === head.version} data-testid={`publish-open-${kind}`} onClick={() => void publish(head as DefinitionRecord)}>
            {t('reportDesign.publish')}
          </Button>
        ) : null}
      >
        {editing ? <div key={head?.id ?? 'new'}>{props.designer(editing, save, { draftScope, onUnsavedChange: leave.onUnsavedChange })}</div> : null}
      </Drawer>
      {leave.prompt}
      {onMenuKind && <FormMenuModal row={onMenu} kind={onMenuKind} onClose={() => setOnMenu(undefined)} />}
      <RevisionsModal apis={apis} row={revisionsOf} canPublish={canDesign} onClose={() => setRevisionsOf(undefined)} onPublish={publish} />
    </div>
  );
}
