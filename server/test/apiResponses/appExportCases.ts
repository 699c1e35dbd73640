/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };

/** Exporting an app as a package (issue 19), as demo's administrator: the customs example the seeds installed. */
export const appExportCases: Record<string, () => Call> = {
  'GET /api/eform/apps/{appCode}/export': () => ({ method: 'GET', path: '/api/eform/apps/customs_declaration/export' }),
};
