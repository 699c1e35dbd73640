import { HomeOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PortalPage } from './PortalPage';
import { ensurePortalTexts } from './portalTexts';

/** `/portal` (spec §2 "default portal"): the caller's portal on a page of its own, without the menu frame. */
export function PortalStandalonePage() {
  const { t, i18n } = useTranslation();
  ensurePortalTexts(i18n);
  const navigate = useNavigate();
  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="portal-standalone">
      <Layout.Header style={{ background: 'transparent', paddingInline: 16 }}>
        <Flex justify="space-between" align="center" style={{ height: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('page.portal')}
          </Typography.Title>
          <Button icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {t('portalPage.backHome')}
          </Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <PortalPage />
      </Layout.Content>
    </Layout>
  );
}
