/** How apiResponses.int.test.ts calls a documented operation (its own `Call` shape). */
type Call = { method: string; path: string; body?: unknown };

/**
 * The portal's operations (issue 17), as demo's administrator: their own portal (the customs
 * example's default, with its to-do widget's need) and "preview as role" of it for clerks.
 */
export const portalCases: Record<string, () => Call> = {
  'GET /api/eform/portal/mine': () => ({ method: 'GET', path: '/api/eform/portal/mine' }),
  'GET /api/eform/portal/{portalCode}/preview': () => ({ method: 'GET', path: '/api/eform/portal/customs_home/preview?roleCode=customs_clerk' }),
};
