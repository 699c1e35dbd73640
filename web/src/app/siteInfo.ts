import type { HttpClient } from '../http/httpClient';

/** GET /api/system/site/info (spec §3 "Site setting"). */
export interface SiteInfo {
  name: string;
  domainList: string[];
  image: { full?: string; registerAndPassword?: string; loginBackground?: string };
  disableRegister: boolean;
  /** An experience (demo) site: write controls are blocked (`components/DemoGuard.tsx`). */
  isDemoMode?: boolean;
}

const fallback: SiteInfo = { name: '', domainList: [], image: {}, disableRegister: false };

/**
 * Reads the site settings once per page load; a failed call falls back to defaults
 * (registration allowed, no background image) rather than blocking the login page.
 */
export function createSiteInfoLoader(http: HttpClient): () => Promise<SiteInfo> {
  let pending: Promise<SiteInfo> | undefined;
  return () => {
    pending ??= http
      .request<Partial<SiteInfo>>('GET', '/system/site/info', { isQuiet: true })
      .then((envelope) => ({ ...fallback, ...(envelope.success ? envelope.result : {}) }))
      .catch(() => fallback);
    return pending;
  };
}
