import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../app/ServicesContext';
import { loginPath } from '../routes/routePaths';

/** Whether this tab came here from another page of the app (react-router numbers its history entries). */
export function hasInAppHistory(historyState: unknown): boolean {
  const index = (historyState as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

/**
 * Routes of the spec whose screens belong to later issues: named, reachable, and honest about it,
 * with a way out: back where the user came from (when the app brought them here) and home (or
 * login, without a session).
 */
export function NotAvailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSession((state) => Boolean(state.token));
  const canGoBack = hasInAppHistory(window.history.state);
  return (
    <Result
      status="info"
      title={t(titleKey)}
      subTitle={t('page.notAvailable')}
      data-testid="not-available"
      extra={
        <Space wrap>
          {canGoBack ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
              {t('common.back')}
            </Button>
          ) : null}
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(hasToken ? '/' : loginPath)}>
            {hasToken ? t('common.backHome') : t('common.toLogin')}
          </Button>
        </Space>
      }
    />
  );
}
