/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };

/** The dashboards' operations at run time (issue 17), as demo's administrator: the customs example's dashboard. */
export const dashboardCases: Record<string, () => Call> = {
  'GET /api/eform/report/dashboard/{dashboardCode}/definition': () => ({ method: 'GET', path: '/api/eform/report/dashboard/dec_overview/definition' }),
};
