import { Card, Col, Descriptions, Flex, Row, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/ServicesContext';
import { greetingKey } from '../components/greeting';
import { DoneCard } from './workbench/DoneCard';
import { MessagesCard } from './workbench/MessagesCard';
import { PortalReportsCard } from './workbench/PortalReportsCard';
import { QuickMenuCard } from './workbench/QuickMenuCard';
import { TodoCard } from './workbench/TodoCard';

/**
 * The home page: greeting, who and where the user is, quick menu, to-dos, done tasks, messages
 * (announcements and system messages), and the report cards of the caller's portal.
 */
export function Workbench() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const userInfo = useSession((state) => state.userInfo);
  const name = userInfo?.realname || userInfo?.username || '';
  const tenantName = (userInfo?.userExtendInfo as { tenantName?: string } | undefined)?.tenantName ?? '';

  return (
    <Flex vertical gap={16} data-testid="workbench">
      <Card>
        {/* h2: the page's h1 is the tab's title (PageTabs); drawn at the size of an h3. */}
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }} data-testid="workbench-greeting">
          {t('greeting.withName', { greeting: t(greetingKey(new Date().getHours())), name })}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'tenant', label: t('workbench.tenant'), children: tenantName || '—' },
            { key: 'org', label: t('workbench.org'), children: userInfo?.orgName || userInfo?.orgCode || '—' },
          ]}
        />
      </Card>
      <QuickMenuCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <TodoCard />
        </Col>
        <Col xs={24} lg={12}>
          <DoneCard />
        </Col>
        <Col xs={24}>
          <MessagesCard />
        </Col>
      </Row>
      <PortalReportsCard />
    </Flex>
  );
}
