import { Badge, Button, Card, Empty, Flex, Modal, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAnnouncementsApi, type MyAnnouncement } from '../../api/announcementsApi';
import { useServices } from '../../app/ServicesContext';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { useFormatting } from '../../i18n/formatting';

const priorityColour: Record<MyAnnouncement['priority'], string | undefined> = { H: 'red', M: 'orange', L: undefined };
const priorityKey: Record<MyAnnouncement['priority'], string> = { H: 'workbench.priorityHigh', M: 'workbench.priorityMiddle', L: 'workbench.priorityLow' };

/** The workbench's messages: the user's announcements, newest first; opening one marks it read. */
export function MessagesCard() {
  const { t } = useTranslation();
  const format = useFormatting();
  const services = useServices();
  const api = useMemo(() => createAnnouncementsApi(services.http), [services.http]);
  const [messages, setMessages] = useState<MyAnnouncement[]>([]);
  const [opened, setOpened] = useState<MyAnnouncement | undefined>();

  const load = useCallback(() => {
    // A failure already showed the error catalogue's toast; the card just stays as it was.
    api.mine().then((inbox) => setMessages(inbox.records), () => undefined);
  }, [api]);
  useEffect(load, [load]);

  const open = (message: MyAnnouncement) => {
    setOpened(message);
    if (message.readFlag === '0') {
      api.markRead(message.anntId).then(() => setMessages((all) => all.map((m) => (m.anntId === message.anntId ? { ...m, readFlag: '1' } : m))), () => undefined);
    }
  };
  const hasUnread = messages.some((message) => message.readFlag === '0');

  return (
    <Card
      title={t('workbench.messages')}
      extra={
        <Button size="small" type="link" disabled={!hasUnread} onClick={() => api.readAll().then(load, () => undefined)} data-testid="messages-read-all">
          {t('workbench.markAllRead')}
        </Button>
      }
    >
      {messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.noMessages')} />
      ) : (
        <Flex vertical gap={4} data-testid="messages">
          {messages.map((message) => (
            <Button key={message.anntId} type="text" block style={{ textAlign: 'start', height: 'auto' }} onClick={() => open(message)} data-testid="message-item" data-read={message.readFlag}>
              <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
                <Badge dot={message.readFlag === '0'} title={message.readFlag === '0' ? t('workbench.unread') : undefined}>
                  <Typography.Text strong={message.readFlag === '0'} ellipsis>
                    {message.title}
                  </Typography.Text>
                </Badge>
                <Flex gap={4} align="center">
                  <Tag color={priorityColour[message.priority]}>{t(priorityKey[message.priority])}</Tag>
                  <Typography.Text type="secondary">{format.date(message.sendTime)}</Typography.Text>
                </Flex>
              </Flex>
            </Button>
          ))}
        </Flex>
      )}
      <Modal open={opened !== undefined} title={opened?.title} onCancel={() => setOpened(undefined)} footer={<Button onClick={() => setOpened(undefined)}>{t('common.close')}</Button>} destroyOnHidden>
        {opened && <SanitisedHtml testId="message-content" html={opened.content} />}
      </Modal>
    </Card>
  );
}
