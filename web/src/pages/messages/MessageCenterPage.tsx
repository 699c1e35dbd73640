import { Badge, Button, Flex, Modal, Segmented, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { usePagedList } from '../console/usePagedList';
import { createInboxApi, type InboxEntry, type InboxFilters } from './inboxApi';
import { useReferenceHttp } from './useReferenceHttp';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { AttachmentList } from '../../components/AttachmentList';
import { useFormatting } from '../../i18n/formatting';

type Kind = 'all' | '1' | '2';
const kindKey: Record<InboxEntry['msgCategory'], string> = { '1': 'reference.center.notices', '2': 'reference.center.systemMessages' };

/**
 * The message centre (`message/MessageCenter`): the user's announcements and system messages,
 * newest first, by kind or unread only; opening one marks it read, and all can be marked read.
 */
export function MessageCenterPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createInboxApi(http), [http]);
  const { t } = useTranslation();
  const format = useFormatting();
  const [kind, setKind] = useState<Kind>('all');
  const [isUnreadOnly, setIsUnreadOnly] = useState(false);
  const filters = useMemo<InboxFilters>(() => ({ ...(kind === 'all' ? {} : { msgCategory: kind }), ...(isUnreadOnly ? { readFlag: '0' as const } : {}) }), [kind, isUnreadOnly]);
  const list = usePagedList<InboxEntry, InboxFilters>(api.list, filters);
  const [opened, setOpened] = useState<InboxEntry>();

  const open = (entry: InboxEntry) => {
    setOpened(entry);
    if (entry.readFlag === '0') api.markRead(entry.anntId).then(list.reload, () => undefined);
  };
  const columns: TableColumnsType<InboxEntry> = [
    {
      title: t('reference.center.title'),
      key: 'title',
      render: (_v, entry) => (
        <Button type="link" size="small" onClick={() => open(entry)} data-testid="inbox-entry" data-read={entry.readFlag}>
          <Badge dot={entry.readFlag === '0'}>
            <Typography.Text strong={entry.readFlag === '0'}>{entry.title}</Typography.Text>
          </Badge>
        </Button>
      ),
    },
    { title: t('reference.center.kind'), dataIndex: 'msgCategory', key: 'msgCategory', render: (category: InboxEntry['msgCategory']) => <Tag>{t(kindKey[category] ?? kindKey['1'])}</Tag> },
    { title: t('reference.center.readFlag'), dataIndex: 'readFlag', key: 'readFlag', render: (flag: InboxEntry['readFlag']) => t(flag === '1' ? 'reference.center.read' : 'reference.center.unread') },
    { title: t('reference.center.sendTime'), dataIndex: 'sendTime', key: 'sendTime', render: (at: string | null) => format.dateTime(at) },
  ];
  return (
    <div data-testid="message-center">
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={[{ value: 'all', label: t('reference.center.all') }, { value: '1', label: t('reference.center.notices') }, { value: '2', label: t('reference.center.systemMessages') }]}
        />
        <Flex gap={6} align="center">
          <Switch size="small" checked={isUnreadOnly} onChange={setIsUnreadOnly} data-testid="inbox-unread-only" />
          <Typography.Text>{t('reference.center.unreadOnly')}</Typography.Text>
        </Flex>
        <Button onClick={() => api.readAll().then(list.reload, () => undefined)} data-testid="inbox-read-all">{t('reference.center.markAllRead')}</Button>
      </Flex>
      <Table<InboxEntry> rowKey="anntId" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      <Modal open={opened !== undefined} title={opened?.title} onCancel={() => setOpened(undefined)} footer={<Button onClick={() => setOpened(undefined)}>{t('common.close')}</Button>} destroyOnHidden>
        {opened && <SanitisedHtml testId="inbox-content" html={opened.content} />}
        {opened && <AttachmentList attachments={opened.attachments ?? []} />}
      </Modal>
    </div>
  );
}
