import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Modal, Pagination, Row, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { noGroup, type AppGroupPage, type AppGroupRecord } from '../../../api/appGroupsApi';
import { Permitted } from '../../../components/Permitted';
import { notifier, toastOffsets } from '../../../http/notifier';
import { useShellMenu } from '../../../layouts/shell/ShellContext';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { AppGroupFormModal } from './AppGroupFormModal';
import { groupListPath, listedKinds, otherCount } from './groupLinks';
import { useAppGroupsApi } from './useAppGroupsApi';
import { toastFailure } from '../../../http/failureToast';

/** Page sizes of the list pages (spec §9); the cards start with 20. */
const pageSizeOptions = [10, 20, 50, 100, 200, 500];

/**
 * The console main page (`app/AppGroupList`, /app/group): the tenant's app groups as cards with
 * how many forms, views and tables each holds; each count opens that list filtered by the group.
 * Add, edit and delete (an empty group only) for holders of the app group buttons.
 */
export function AppGroupListPage(_props: MenuPageProps) {
  const api = useAppGroupsApi();
  const { t } = useTranslation();
  const { menu } = useShellMenu();
  const [modal, modalHolder] = Modal.useModal();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [page, setPage] = useState<AppGroupPage>({ records: [], total: 0, current: 1, size: 20, pages: 0, ungrouped: {} });
  const [isLoading, setIsLoading] = useState(false);
  const [editing, setEditing] = useState<AppGroupRecord | 'new'>();

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setPage(await api.list({ keyword: keyword || undefined, ...paging }));
    } catch (error) {
      toastFailure('warning', error);
    } finally {
      setIsLoading(false);
    }
  }, [api, keyword, paging]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = (group: AppGroupRecord) => {
    void modal.confirm({
      title: t('appGroup.confirmTitle'),
      content: t('appGroup.confirmDelete', { name: group.groupName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      style: { top: toastOffsets.dialog },
      onOk: async () => {
        try {
          await api.remove(group.id);
          notifier().toast('success', t('appGroup.done'));
          await load();
        } catch {
          // The HTTP client has shown why (e.g. the group still holds designs).
        }
      },
    });
  };

  /** Links to a group's lists (or to the definitions in no group), each with its count. */
  const kindLinks = (groupId: string, counts: Partial<Record<string, number>>) => (
    <Space size={[4, 4]} wrap>
      {listedKinds.map((kind) => {
        const path = groupListPath(menu, kind, groupId);
        const label = `${t(`appGroup.kind.${kind}`)} ${counts[kind] ?? 0}`;
        return path ? (
          <Link key={kind} to={path} data-testid={`open-group-${kind}`}>
            <Tag color="blue">{label}</Tag>
          </Link>
        ) : (
          <Tag key={kind}>{label}</Tag>
        );
      })}
      {otherCount(counts) > 0 && <Tag>{`${t('appGroup.kind.other')} ${otherCount(counts)}`}</Tag>}
    </Space>
  );

  return (
    <div data-testid="app-group-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('appGroup.keyword')} style={{ width: 260 }} onSearch={(value) => {
          setKeyword(value.trim());
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('appGroup.refresh')}</Button>
        <Permitted action="appGroup:add">
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-app-group" onClick={() => setEditing('new')}>{t('appGroup.add')}</Button>
        </Permitted>
        <Typography.Text type="secondary">{t('appGroup.notGrouped')}:</Typography.Text>
        {kindLinks(noGroup, page.ungrouped ?? {})}
      </Space>
      <Spin spinning={isLoading}>
        {page.records.length === 0 && !isLoading ? <Empty description={t('appGroup.empty')} /> : null}
        <Row gutter={[12, 12]}>
          {page.records.map((group) => (
            <Col key={group.id} xs={24} sm={12} lg={8} xl={6}>
              <Card
                size="small"
                data-testid={`app-group-${group.groupCode}`}
                title={group.groupName}
                extra={<Typography.Text type="secondary">{group.groupCode}</Typography.Text>}
              >
                {group.description ? <Typography.Paragraph ellipsis={{ rows: 2 }}>{group.description}</Typography.Paragraph> : null}
                {kindLinks(group.id, group.counts)}
                <Space size={0} style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
                  <Permitted action="appGroup:edit">
                    <Button type="link" size="small" icon={<EditOutlined />} data-testid={`edit-app-group-${group.groupCode}`} onClick={() => setEditing(group)}>{t('appGroup.edit')}</Button>
                  </Permitted>
                  <Permitted action="appGroup:delete">
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`delete-app-group-${group.groupCode}`} onClick={() => remove(group)}>{t('appGroup.delete')}</Button>
                  </Permitted>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      </Spin>
      <Pagination
        style={{ marginTop: 12 }}
        align="end"
        current={paging.pageNo}
        pageSize={paging.pageSize}
        total={page.total}
        pageSizeOptions={pageSizeOptions}
        showSizeChanger
        showQuickJumper
        showTotal={(total) => t('appGroup.total', { total })}
        onChange={(pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize })}
      />
      {editing && <AppGroupFormModal group={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void load(); }} />}
    </div>
  );
}
