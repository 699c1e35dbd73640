import { kindRuntimes } from '@wharf/renderer';
import { Result, Spin } from 'antd';
import { useDashboard } from '../report/dashboard/useDashboard';

const DashboardRenderer = kindRuntimes.dashboard.Component;

/**
 * A portal's dashboard widget drawn in place: the published dashboard (`GET …/report/dashboard/{code}/definition`)
 * by the dashboard runtime, its widgets in one batched request; a refusal shows the server's message in the box.
 */
export function PortalDashboardBlock({ dashboardCode, height }: { dashboardCode: string; height: number }) {
  const { dashboard, problem, services } = useDashboard(dashboardCode);
  return (
    <div style={{ height, overflow: 'auto' }} data-testid="portal-dashboard-block" data-dashboard-code={dashboardCode}>
      {problem ? <Result status="warning" subTitle={problem} /> : dashboard ? <DashboardRenderer definition={dashboard.body} services={services} /> : <Spin style={{ display: 'block', margin: '24px auto' }} />}
    </div>
  );
}
