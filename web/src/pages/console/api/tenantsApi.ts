import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';
import type { PageOf, PageQuery } from './types';

/** A tenant as the platform operator manages it (server `TenantRecord`). */
export interface TenantRecord {
  id: string;
  tenantCode: string;
  tenantName: string;
  maxUsers: number | null;
  enableDivision: boolean;
  enableProxy: boolean;
  enableCustomBroker: boolean;
  enableIgnoreCase: boolean;
  mainComp: string | null;
  mainUser: string | null;
  loginUrl: string | null;
  /** 1 normal, 2 frozen. */
  status: string;
  /** The tenant's clock (IANA name; warning slots and cron), null for UTC. */
  timeZone?: string | null;
  packageCodes: string[];
}

export interface TenantInput {
  tenantName: string;
  maxUsers?: number | null;
  enableDivision?: boolean;
  enableProxy?: boolean;
  enableCustomBroker?: boolean;
  enableIgnoreCase?: boolean;
  mainComp?: string | null;
  loginUrl?: string | null;
  status?: '1' | '2';
  timeZone?: string | null;
  packageCodes: string[];
}

export interface NewTenantInput extends TenantInput {
  tenantCode: string;
  adminUsername: string;
  adminRealname: string;
  adminPassword: string;
}

/** Tenant calls of spec §7 (the platform operator's alone). */
export function createTenantsApi(http: HttpClient) {
  return {
    list: (query: PageQuery & { tenantName?: string }) => unwrap(http.get<PageOf<TenantRecord>>('/system/tenant/list', { ...query })),
    add: (input: NewTenantInput) => unwrap(http.post<TenantRecord>('/system/tenant/add', input)),
    edit: (id: string, input: TenantInput) => unwrap(http.put<TenantRecord>('/system/tenant/edit', { id, ...input })),
    switchInto: (tenantId: string) => unwrap(http.post<null>('/system/tenant/switch', { tenantId })),
    switchOut: () => unwrap(http.post<null>('/system/tenant/switchOut')),
  };
}
