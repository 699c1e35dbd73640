import type { DashboardServices } from '@wharf/renderer';
import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../../api/eformResult';
import { useServices } from '../../../app/ServicesContext';
import { createDashboardServices, loadPublishedDashboard, type PublishedDashboard } from './dashboardServices';

/** The published dashboard of `code` with the services its runtime needs, or the reason it is not there. */
export function useDashboard(code: string): { dashboard?: PublishedDashboard; problem: string; services: DashboardServices } {
  const app = useServices();
  const [dashboard, setDashboard] = useState<PublishedDashboard>();
  const [problem, setProblem] = useState('');
  const services = useMemo(() => createDashboardServices(app), [app]);

  useEffect(() => {
    let isCurrent = true;
    setDashboard(undefined);
    setProblem('');
    loadPublishedDashboard(app, code).then(
      (answer) => isCurrent && setDashboard(answer),
      (error: unknown) => isCurrent && setProblem(messageOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [app, code]);

  return { dashboard, problem, services };
}
