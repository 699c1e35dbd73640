import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Routes of the spec whose screens belong to later issues: named, reachable, and honest about it. */
export function NotAvailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <Result status="info" title={t(titleKey)} subTitle={t('page.notAvailable')} data-testid="not-available" />;
}
