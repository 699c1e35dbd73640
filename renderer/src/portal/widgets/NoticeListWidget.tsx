import { Badge, Button, Empty, Flex, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import type { PortalNeeds, PortalNotice, PortalServices } from '../types';

export interface NoticeListWidgetProps {
  kind: 'announcement' | 'message';
  page: PortalNeeds['announcement'];
  limit: number;
  services: PortalServices;
}

function NoticeContent({ html }: { html: string }) {
  // Written by users: always through the renderer's one sanitiser before it reaches the page.
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div data-testid="portal-notice-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Announcements or system messages addressed to the user (the inbox, read with the portal), newest
 * first; opening one shows its sanitised content and marks it read.
 */
export function NoticeListWidget({ kind, page, limit, services }: NoticeListWidgetProps) {
  const { t, i18n } = useTranslation();
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<PortalNotice>();
  const records = (page?.records ?? []).slice(0, limit);
  const isUnread = (notice: PortalNotice) => notice.readFlag === '0' && !read.has(notice.anntId);

  const open = (notice: PortalNotice) => {
    setOpened(notice);
    if (isUnread(notice) && services.markRead) {
      services.markRead(notice.anntId).then(() => setRead((all) => new Set([...all, notice.anntId])), () => undefined);
    }
  };

  return (
    <Flex vertical gap={4} data-testid={`portal-${kind}`}>
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(kind === 'announcement' ? 'portal.noAnnouncements' : 'portal.noMessages')} />
      ) : (
        records.map((notice) => (
          <Button key={notice.anntId} type="text" block style={{ textAlign: 'start', height: 'auto' }} onClick={() => open(notice)} data-testid="portal-notice-item" data-read={isUnread(notice) ? '0' : '1'}>
            <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
              <Badge dot={isUnread(notice)}>
                <Typography.Text strong={isUnread(notice)} ellipsis>
                  {notice.title}
                </Typography.Text>
              </Badge>
              <Typography.Text type="secondary">{notice.sendTime ? new Date(notice.sendTime).toLocaleDateString(i18n.language.replace('_', '-')) : ''}</Typography.Text>
            </Flex>
          </Button>
        ))
      )}
      <Modal open={opened !== undefined} title={opened?.title} onCancel={() => setOpened(undefined)} footer={<Button onClick={() => setOpened(undefined)}>{t('portal.close')}</Button>} destroyOnHidden>
        {opened && <NoticeContent html={opened.content} />}
      </Modal>
    </Flex>
  );
}
