import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';

export const siteImageKeys = ['full', 'registerAndPassword', 'loginBackground'] as const;
export type LoginSliderMode = 'off' | 'afterFailure' | 'always';

/** The site settings as `GET /api/system/siteSetting` answers them; `loginSlider` only where the server has it. */
export interface SiteSettings {
  name: string;
  domainList: string[];
  image: Partial<Record<(typeof siteImageKeys)[number], string>>;
  disableRegister: boolean;
  loginSlider?: LoginSliderMode;
}

/** The server's limit on an uploaded (inline) image. */
export const maxInlineImageKb = 256;

export interface ScheduledJob {
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  status: 'normal' | 'stopped' | 'elsewhere';
  lastExecution: string | null;
}

/** The platform operator's calls: site settings and the worker's scheduled jobs. */
export function createPlatformSettingsApi(http: HttpClient) {
  return {
    siteSettings: () => unwrap(http.get<SiteSettings>('/system/siteSetting')),
    saveSiteSettings: (settings: SiteSettings) => unwrap(http.put<SiteSettings>('/system/siteSetting', settings)),
    scheduledJobs: () => unwrap(http.get<ScheduledJob[]>('/system/sysJob/queryall')),
  };
}
