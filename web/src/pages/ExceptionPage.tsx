import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../app/ServicesContext';
import { loginPath } from '../routes/routePaths';

export type ExceptionCode = 401 | 403 | 404 | 500;

const statusOf = { 401: '403', 403: '403', 404: '404', 500: '500' } as const;

/** The 401/403/404/500 pages; the button leads home when logged in, else to login. */
export function ExceptionPage({ code, detail }: { code: ExceptionCode; detail?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasToken = useSession((state) => Boolean(state.token));
  return (
    <Result
      status={statusOf[code]}
      title={t(`exception.${code}.title`)}
      subTitle={detail ?? t(`exception.${code}.description`)}
      extra={
        <Button type="primary" onClick={() => navigate(hasToken ? '/' : loginPath)}>
          {hasToken ? t('common.backHome') : t('common.toLogin')}
        </Button>
      }
      data-testid={`exception-${code}`}
    />
  );
}
