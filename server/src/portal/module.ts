import type { ServerModule } from '../platform/module';
import { portalRoutes } from './portalRoutes';

/**
 * The portal (issue 17, `/api/eform/portal…`): the caller's portal resolved from the published
 * portals and their roles, with what its list widgets show; "preview as role" for designers.
 * `callerPortal.ts` is what other modules ask about a caller's portal.
 */
export const portalModule = {
  name: 'portal',
  routers: { portal: portalRoutes },
} satisfies ServerModule;
