import type { ApiResult } from '@wharf/schemas';
import type { AppServices } from '../../app/appServices';
import { downloadFile } from '../../api/downloadFile';
import { unwrap } from '../../api/eformResult';
import type { HttpMethod } from '../../http/requestShape';
import type { AppApplied, AppPlan, ApplyRequest, InstalledAppPackage } from './appPackageTypes';

const base = '/eform/apps';

/** What the market's update answers. */
export type MarketUpdated = ApiResult<'PUT /api/eform/manage/market/update'>;

/**
 * The app package calls (issue 19): plan a package, apply a plan, the installed versions, roll
 * back, export, and the plan of a market app's update. Plan, apply and rollback are quiet (no
 * toast): their refusals (a bad package's paths, a 409 naming losses or a stale plan) are shown on
 * the page where the user decides.
 */
export function createAppPackagesApi(app: Pick<AppServices, 'http' | 'bootConfig' | 'session' | 'settings'>) {
  const quiet = <T>(method: HttpMethod, path: string, body: unknown) => unwrap(app.http.request<T>(method, path, { body, isQuiet: true }));
  return {
    /** The plan of `appPackage` (the parsed `.app.json`) against the tenant; `bindings` gives environment values. */
    plan: (appPackage: unknown, bindings?: Record<string, string>) =>
      quiet<AppPlan>('POST', `${base}/plan`, bindings && Object.keys(bindings).length > 0 ? { package: appPackage, bindings } : { package: appPackage }),
    apply: (request: ApplyRequest) => quiet<AppApplied>('POST', `${base}/apply`, request),
    installed: () => unwrap(app.http.get<InstalledAppPackage[]>(`${base}/installed`)),
    /** Back to the previous installed version; refused (409) with the losses unless `acceptLosses`. */
    rollback: (appCode: string, acceptLosses: boolean) =>
      quiet<AppApplied>('POST', `${base}/${encodeURIComponent(appCode)}/rollback`, acceptLosses ? { acceptLosses: true } : {}),
    /** Downloads the app's (or app group's) package as its canonical `.app.json` file. */
    exportFile: (appCode: string) => downloadFile(app, `${base}/${encodeURIComponent(appCode)}/export`, { download: 1 }, `${appCode}.app.json`),
    /** The plan of updating an installed market app to the market's newer version (applied with `marketUpdate`). */
    marketPlan: (appCode: string) => quiet<AppPlan>('POST', '/eform/manage/market/plan', { appCode }),
    /** The market's update applying that plan with the user's decisions (the market records the new version). */
    marketUpdate: (appCode: string, request: ApplyRequest) => quiet<MarketUpdated>('PUT', '/eform/manage/market/update', { appCode, ...request }),
  };
}

export type AppPackagesApi = ReturnType<typeof createAppPackagesApi>;
