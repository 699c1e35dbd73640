/**
 * Cases of `apiResponses.int.test.ts` for the platform operator's tenants, site settings and
 * scheduled jobs, and the division switch: how each is called, and what they work on (made by
 * `prepareOperatorCalls`; switching calls use sessions of their own, so no other case runs switched).
 */
import type { Knex } from 'knex';

export type Prepared = Record<string, string>;
/** `token`: the session to call with; the administrator's when absent. */
export type Call = { method: string; path: string; body?: unknown; token?: string };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

const base = '/api/system/tenant';
const tenant = (tenantCode: string) => ({
  tenantCode, tenantName: tenantCode, maxUsers: 20, packageCodes: ['workspace', 'console'], adminUsername: `${tenantCode}_admin`, adminRealname: 'Admin', adminPassword: 'Contract-2026!x',
});

/** How each operation is called; `v` holds what `prepareOperatorCalls` made. */
export const operatorCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${base}/list`]: (v) => ({ method: 'GET', path: `${base}/list?pageNo=1&pageSize=10`, token: v.operatorToken }),
  [`POST ${base}/add`]: (v) => ({ method: 'POST', path: `${base}/add`, body: tenant('ar_new_tnt'), token: v.operatorToken }),
  [`PUT ${base}/edit`]: (v) => ({ method: 'PUT', path: `${base}/edit`, body: { id: v.editedTenantId, tenantName: 'Edited', packageCodes: ['workspace'] }, token: v.operatorToken }),
  [`POST ${base}/switch`]: (v) => ({ method: 'POST', path: `${base}/switch`, body: { tenantId: v.editedTenantId }, token: v.switchingOperatorToken }),
  [`POST ${base}/switchOut`]: (v) => ({ method: 'POST', path: `${base}/switchOut`, token: v.switchingOperatorToken }),
  'GET /api/system/siteSetting': (v) => ({ method: 'GET', path: '/api/system/siteSetting', token: v.operatorToken }),
  'PUT /api/system/siteSetting': (v) => ({ method: 'PUT', path: '/api/system/siteSetting', body: { name: 'Wharf', domainList: ['wharf.example.com'], image: { full: '/logo.png' }, disableRegister: false, loginSlider: 'afterFailure' }, token: v.operatorToken }),
  'GET /api/system/sysJob/queryall': (v) => ({ method: 'GET', path: '/api/system/sysJob/queryall', token: v.operatorToken }),
  'GET /api/system/division/mine': (v) => ({ method: 'GET', path: '/api/system/division/mine', token: v.divisionToken }),
  'PUT /api/system/division/switch': (v) => ({ method: 'PUT', path: '/api/system/division/switch', body: { divisionId: v.myDivisionId }, token: v.divisionToken }),
};

/**
 * Logs the platform operator in twice, makes a tenant to edit and switch into; puts the demo
 * administrator in a new division (divisions must be on for the tenant already) and opens a session for the switch.
 */
export async function prepareOperatorCalls(ok: Ok, login: (username: string) => Promise<string>, owner: Knex): Promise<Prepared> {
  const operatorToken = await login('admin');
  const editedTenantId = (await ok<{ id: string }>('POST', `${base}/add`, tenant('ar_tnt'), operatorToken)).id;
  const myDivisionId = (await ok<{ id: string }>('POST', '/api/system/division/add', { code: 'ar_my_division', name: 'Mine', sortOrder: 1 })).id;
  const admin = await owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string; tenant_id: string }>('id', 'tenant_id');
  await owner('sys_user_division').insert({ tenant_id: admin!.tenant_id, user_id: admin!.id, division_id: myDivisionId });
  return { operatorToken, switchingOperatorToken: await login('admin'), editedTenantId, myDivisionId, divisionToken: await login('demo_admin') };
}
