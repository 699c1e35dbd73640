import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { kindRuntimes } from '@wharf/renderer';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useDashboard } from './useDashboard';

/** The dashboard kind's runtime from the renderer's registry (its own chunk, loaded on first use). */
const DashboardRenderer = kindRuntimes.dashboard.Component;

/** Where a dashboard's large screen opens (outside the app's frame). */
export const largeScreenPath = (code: string) => `/report/screen/${encodeURIComponent(code)}`;

/**
 * The dashboard menu page (`/report/dashboard/<code>`, component `DashboardView`): the published
 * dashboard drawn by the renderer inside the app, with a link to its large screen.
 */
export function DashboardPage({ resolved }: MenuPageProps) {
  const { t } = useTranslation();
  const code = resolved.code ?? '';
  const { dashboard, problem, services } = useDashboard(code);

  if (problem) return <Result status="warning" title={problem} data-testid="dashboard-unavailable" data-dashboard-code={code} />;
  if (!dashboard) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div data-print-area>
      <div className="wharf-no-print" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button icon={<FundProjectionScreenOutlined />} href={largeScreenPath(code)} target="_blank" data-testid="dashboard-open-large-screen">
          {t('dashboard.openLargeScreen')}
        </Button>
      </div>
      <DashboardRenderer definition={dashboard.body} services={services} />
    </div>
  );
}
