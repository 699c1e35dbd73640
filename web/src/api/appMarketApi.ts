import type { AppServices } from '../app/appServices';
import { unwrap } from './eformResult';

export type MarketGroupCode = 'shipped' | 'local';

/** One app of the market as the caller's tenant sees it (`GET /api/saas/market/queryMarketList`). */
export interface MarketApp {
  appName: string;
  appCode: string;
  appVersion: string;
  description: string;
  /** When this version arrived in the market (the package file's time). */
  createTime: string;
  groupCode: MarketGroupCode;
  isInstalled: boolean;
  installedVersion: string | null;
  canUpdate: boolean;
}

export interface MarketGroup {
  groupCode: MarketGroupCode;
  groupName: string;
  count: number;
}

/** An app the tenant installed (`GET /api/eform/manage/market/queryAppList`, spec §3 "Market application"). */
export interface InstalledApp {
  appName: string;
  appCode: string;
  appVersion: string;
  createTime: string;
  updateTime: string;
}

export interface MarketUpdateResult {
  appVersion: string;
  fromVersion: string;
  tablesPendingSync: string[];
}

interface Records<T> {
  records: T[];
  total: number;
}

/** The market's calls (spec §7): the catalogue and its groups, install, update, the tenant's installed apps. */
export function createAppMarketApi(app: Pick<AppServices, 'http'>) {
  return {
    list: async (query: { groupCode?: MarketGroupCode; keyword?: string }) => (await unwrap(app.http.get<Records<MarketApp>>('/saas/market/queryMarketList', { ...query }))).records,
    groups: () => unwrap(app.http.get<MarketGroup[]>('/saas/market/queryMarketGroupList')),
    install: (appCode: string) => unwrap(app.http.post<{ appVersion: string }>('/eform/manage/market/installation', { appCode })),
    update: (appCode: string) => unwrap(app.http.put<MarketUpdateResult>('/eform/manage/market/update', { appCode })),
    installed: async () => (await unwrap(app.http.get<Records<InstalledApp>>('/eform/manage/market/queryAppList'))).records,
  };
}

export type AppMarketApi = ReturnType<typeof createAppMarketApi>;
