import { kindRuntimes } from '@wharf/renderer';
import { ConfigProvider, Result, Spin, theme } from 'antd';
import { useParams } from 'react-router';
import { useDashboard } from './useDashboard';

const DashboardRenderer = kindRuntimes.dashboard.Component;

/**
 * A dashboard's large screen (`/report/screen/<code>`, outside the app's frame, for wall displays):
 * full window, scaled to the design size, dark unless the dashboard says light, refreshing itself.
 */
export function LargeScreenPage() {
  const code = useParams().code ?? '';
  const { dashboard, problem, services } = useDashboard(code);
  const isDark = dashboard?.body.largeScreen?.theme !== 'light';
  return (
    <ConfigProvider theme={{ algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      {problem ? (
        <Result status="warning" title={problem} data-testid="dashboard-unavailable" data-dashboard-code={code} />
      ) : dashboard ? (
        <DashboardRenderer definition={dashboard.body} services={services} mode="largeScreen" />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </ConfigProvider>
  );
}
