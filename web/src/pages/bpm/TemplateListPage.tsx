import { Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TemplateAction } from '../../api/bpmApi';
import type { TemplatePublished, TemplateRow, TemplateStatus } from '../../api/bpmTypes';
import { Permitted } from '../../components/Permitted';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { usePagedList } from '../console/usePagedList';
import { newWorkflowPath, workflowDesignPath, workflowDesignPermission } from './design/designPaths';
import { MigrateDialog, PublishDialog } from './PublishDialogs';
import { runAction, useBpmApi } from './useBpm';

const statusColours: Record<TemplateStatus, string> = { design: 'default', active: 'green', suspended: 'orange' };

/**
 * The lifecycle actions a template offers in its state (spec §4: design → publish → active;
 * active ⇄ suspended; enable/disable beside it). The server checks them again.
 */
export function templateActions(row: Pick<TemplateRow, 'status' | 'enabled'>): TemplateAction[] {
  const actions: TemplateAction[] = ['publish'];
  if (row.status === 'active') actions.push('suspend');
  if (row.status === 'suspended') actions.push('activate');
  if (row.status !== 'design') actions.push(row.enabled ? 'disable' : 'enable');
  return actions;
}

interface Filters {
  keyword?: string;
  status?: TemplateStatus;
}

/**
 * The workflow templates (`bpm/TemplateList`, spec §3 old template: group, name, key, version,
 * status) with their lifecycle actions. Publishing first shows the running instances per node; the
 * migration of older versions' instances is a separate, explicit action.
 */
export function TemplateListPage(_props: MenuPageProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [publishing, setPublishing] = useState<TemplateRow>();
  const [published, setPublished] = useState<TemplatePublished>();
  const load = useCallback((query: Filters & { pageNo: number; pageSize: number }) => api.templates.list(query), [api]);
  const list = usePagedList(load, filters);
  const { reload } = list;
  const closeMigration = useCallback(() => {
    setPublished(undefined);
    reload();
  }, [reload]);

  const act = (row: TemplateRow, action: TemplateAction) => {
    if (action === 'publish') setPublishing(row);
    else void runAction(() => api.templates.act(row.processKey, action), t(`bpm.template.done.${action}`)).then(reload);
  };
  const columns: TableColumnsType<TemplateRow> = [
    { title: t('bpm.template.group'), dataIndex: 'group' },
    { title: t('bpm.template.name'), dataIndex: 'processName' },
    { title: t('bpm.template.key'), dataIndex: 'processKey' },
    {
      title: t('bpm.template.version'),
      dataIndex: 'version',
      render: (version: number | null, row) => (
        <Space size={4}>
          {version ?? '—'}
          {/* The designer saved a version that is not published yet: publishing would put it in force. */}
          {row.headVersion > (version ?? 0) && <Tag color="blue" data-testid="version-unpublished">{t('bpm.template.unpublished', { version: row.headVersion })}</Tag>}
        </Space>
      ),
    },
    { title: t('bpm.template.running'), dataIndex: 'runningCount' },
    {
      title: t('bpm.list.status'),
      dataIndex: 'status',
      render: (status: TemplateStatus, row) => (
        <Space size={4}>
          <Tag color={statusColours[status]} data-testid="template-status">{t(`bpm.template.status.${status}`)}</Tag>
          {status !== 'design' && !row.enabled && <Tag color="red">{t('bpm.template.disabled')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('bpm.list.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Space size={4} wrap>
          {/* The designer (a page of its own, lazily loaded) for those who design workflows. */}
          <Permitted action={workflowDesignPermission}>
            <Link to={workflowDesignPath(row.processKey)} data-testid="template-design">{t('bpm.template.design')}</Link>
          </Permitted>
          {templateActions(row).map((action) => (
            <Button key={action} type="link" size="small" data-testid={`template-${action}`} onClick={() => act(row, action)}>
              {t(`bpm.template.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="bpm-templates">
      <Form name="bpm-template-search" layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(values: Filters) => setFilters({ ...values })}>
        <Form.Item name="keyword" label={t('bpm.template.keyword')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('bpm.list.status')}>
          <Select allowClear style={{ width: 120 }} options={(['design', 'active', 'suspended'] as const).map((status) => ({ value: status, label: t(`bpm.template.status.${status}`) }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">{t('bpm.search')}</Button>
        <Button style={{ marginInlineStart: 8 }} onClick={list.reload}>{t('bpm.refresh')}</Button>
        <Permitted action={workflowDesignPermission}>
          <Button style={{ marginInlineStart: 8 }} data-testid="template-new" onClick={() => navigate(newWorkflowPath)}>{t('bpm.template.new')}</Button>
        </Permitted>
      </Form>
      <Table<TemplateRow> rowKey="processKey" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      <PublishDialog
        template={publishing}
        onClose={() => setPublishing(undefined)}
        onPublished={(answer) => {
          setPublishing(undefined);
          reload();
          // Requests of older versions stay where they are: show where they wait and offer to move them.
          if (answer.runningByNode.some((entry) => entry.version !== answer.template.version)) setPublished(answer);
        }}
      />
      <MigrateDialog published={published} onClose={closeMigration} />
    </div>
  );
}
