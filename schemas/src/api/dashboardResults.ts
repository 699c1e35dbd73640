import type { ApiSchema } from './envelope';
import { integer, record, text } from './fields';

/** The dashboards' answers at run time (issue 17), as the server answers them. */

/** `GET /api/eform/report/dashboard/{dashboardCode}/definition`: the published dashboard (its body as the kind's schema says). */
export const publishedDashboardSchema: ApiSchema = record({ code: text, version: integer, body: { type: 'object' } });

/** The result schema of each dashboard operation (spread into `documentedResults`). */
export const dashboardResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/report/dashboard/{dashboardCode}/definition': publishedDashboardSchema,
};
