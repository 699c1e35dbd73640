/**
 * Cases of `apiResponses.int.test.ts` for the smaller families: proxy entries and a user's
 * organisation extras, code search, reference look-ups, locale texts, screen values and settings,
 * the app market, an import by view, confirming a checked import run and removing a delegation.
 * What they work on is made by `prepareExtras`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';

export type Prepared = Record<string, string>;
/** `token`: the session to call with; the administrator's when absent. `file`: the body is the test's .xlsx. */
export type Call = { method: string; path: string; body?: unknown; token?: string; file?: 'xlsx' };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;
/** What `prepareExtras` needs besides calls: sessions, the owner connection and the market's folder. */
export interface ExtrasSetup { login: (username: string) => Promise<string>; owner: Knex; dataDir: string }

// A company takes each proxy type once: each entry here has its own.
const proxy = (v: Prepared, proxyType: string) => ({ userId: v.proxyUserId, compCode: 'AR00000001', proxyType, proxyCode: `P-${proxyType}`, forwarderCode: 'F1' });
const tinyApp = (packageVersion: string) => ({ schemaVersion: 1, packageCode: 'ar_tiny_app', packageName: 'Tiny', packageVersion, definitions: [] });
const market = '/api/eform/manage/market';

/** How each operation is called; `v` holds what `prepareExtras` made. */
export const extrasCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/system/user/queryUserRelation': (v) => ({ method: 'GET', path: `/api/system/user/queryUserRelation?userId=${v.proxyUserId}` }),
  'POST /api/system/userProxy/add': (v) => ({ method: 'POST', path: '/api/system/userProxy/add', body: proxy(v, 'supplier') }),
  'PUT /api/system/userProxy/edit': (v) => ({ method: 'PUT', path: '/api/system/userProxy/edit', body: { id: v.proxyId, ...proxy(v, 'forwarder'), proxyCode: 'P-edited' } }),
  'DELETE /api/system/userProxy/delete': (v) => ({ method: 'DELETE', path: `/api/system/userProxy/delete?id=${v.deletedProxyId}` }),
  'GET /api/system/user/queryUserOrgExtras': (v) => ({ method: 'GET', path: `/api/system/user/queryUserOrgExtras?userId=${v.proxyUserId}` }),
  'PUT /api/system/user/saveUserOrgExtras': (v) => ({ method: 'PUT', path: '/api/system/user/saveUserOrgExtras', body: { userId: v.proxyUserId, positionIds: [], tagIds: [] } }),
  'GET /api/system/permission/allowEditScript': () => ({ method: 'GET', path: '/api/system/permission/allowEditScript' }),
  'POST /api/eform/manage/codeSearch/code': () => ({ method: 'POST', path: '/api/eform/manage/codeSearch/code', body: { key: 'ar_marker' } }),
  'POST /api/eform/manage/codeSearch/update': (v) => ({ method: 'POST', path: '/api/eform/manage/codeSearch/update', body: { id: v.codeHitId, table_name: v.codeHitGroup, col_name: v.codeHitColName, code: 'select 2 as ar_marker' } }),
  'GET /api/eform/manage/actAppView/queryActAppViewButtonByMainId': (v) => ({ method: 'GET', path: `/api/eform/manage/actAppView/queryActAppViewButtonByMainId?id=${v.viewId}` }),
  // The customs example's list: its third button (Export) declares no permission and has no openScript.
  'POST /api/eform/views/{viewCode}/buttons/{index}/openData': () => ({ method: 'POST', path: '/api/eform/views/dec_list_view/buttons/2/openData', body: { rows: [] } }),
  'POST /api/eform/runtime/view/{viewCode}/buttons/{index}/openData': () => ({ method: 'POST', path: '/api/eform/runtime/view/dec_list_view/buttons/2/openData', body: {} }),
  'GET /api/eform/manage/actAppTemplate/listAll': () => ({ method: 'GET', path: '/api/eform/manage/actAppTemplate/listAll?tempType=form' }),
  'GET /api/codemap/search': () => ({ method: 'GET', path: '/api/codemap/search?keyword=cnsha' }),
  'GET /api/pcode': () => ({ method: 'GET', path: '/api/pcode?type=country,currency' }),
  'POST /api/system/fillRule/executeRuleByCode/{ruleCode}': () => ({ method: 'POST', path: '/api/system/fillRule/executeRuleByCode/ar_fill_next' }),
  'GET /api/eform/manage/localeProvider/getLocales': () => ({ method: 'GET', path: '/api/eform/manage/localeProvider/getLocales?lang=en_US' }),
  'GET /api/eform/manage/localeProvider/getSecLocales': () => ({ method: 'GET', path: '/api/eform/manage/localeProvider/getSecLocales?secLang=en_US' }),
  'POST /api/eform/manage/localeProvider/save': () => ({ method: 'POST', path: '/api/eform/manage/localeProvider/save', body: { lang: 'en_US', entries: { 'menu.ar': 'Answer check' } } }),
  'GET /api/system/sysCustom/getCustomVaueByTypeAndDataId': () => ({ method: 'GET', path: '/api/system/sysCustom/getCustomVaueByTypeAndDataId?type=customColumns&dataId=dec_list_view' }),
  'POST /api/system/sysCustom/saveCustomWithDataId': () => ({ method: 'POST', path: '/api/system/sysCustom/saveCustomWithDataId', body: { type: 'customColumns', dataId: 'dec_list_view', name: 'hidden', value: '["consignee"]' } }),
  'POST /api/system/sysUserSettings/save': () => ({ method: 'POST', path: '/api/system/sysUserSettings/save', body: { settings: { theme: 'light' } } }),
  'GET /api/saas/market/queryMarketList': () => ({ method: 'GET', path: '/api/saas/market/queryMarketList' }),
  'GET /api/saas/market/queryMarketGroupList': () => ({ method: 'GET', path: '/api/saas/market/queryMarketGroupList' }),
  [`POST ${market}/installation`]: (v) => ({ method: 'POST', path: `${market}/installation`, body: { appCode: 'customs_declaration' }, token: v.acmeToken }),
  [`PUT ${market}/update`]: () => ({ method: 'PUT', path: `${market}/update`, body: { appCode: 'ar_tiny_app' } }),
  [`GET ${market}/queryAppList`]: () => ({ method: 'GET', path: `${market}/queryAppList` }),
  'POST /api/eform/views/{viewCode}/import': () => ({ method: 'POST', path: '/api/eform/views/dec_list_view/import?fileName=rows.xlsx', file: 'xlsx' }),
  'POST /api/fyImportBackend/run/confirm': (v) => ({ method: 'POST', path: '/api/fyImportBackend/run/confirm', body: { id: v.checkedRunId } }),
  'POST /api/bpm/delegate/delete': (v) => ({ method: 'POST', path: '/api/bpm/delegate/delete', body: { id: v.deletedDelegationId } }),
};

/**
 * Turns proxies on and makes a proxy user with two entries; a SQL config whose code the search
 * finds; a fill rule; an app installed at 0.1.0 whose 0.2.0 waits in the market folder; an import
 * run the checker passed; a delegation. `importRunId` is an upload of the shared set-up.
 */
export async function prepareExtras(ok: Ok, setup: ExtrasSetup, importRunId: string): Promise<Prepared> {
  await setup.owner('sys_tenant').where({ tenant_code: 'demo' }).update({ enable_proxy: true });
  await ok('POST', '/api/system/sysOrg/add', { orgName: 'Proxied company', orgCode: 'ar_proxied', orgType: 'organization', compCode: 'AR00000001' });
  const proxyUserId = (await ok<{ id: string }>('POST', '/api/system/user/add', { username: 'ar_proxy_user', realname: 'Proxy', password: 'Contract-2026!x', userType: 'proxy' })).id;
  const entry = async (code: string) => (await ok<{ id: string }>('POST', '/api/system/userProxy/add', proxy({ proxyUserId }, code))).id;

  await ok('POST', '/api/eform/sqlConfig/add', { sqlCode: 'ar_search_sql', sqlName: 'Searched', sqlQuery: 'select 1 as ar_marker' });
  const [hit] = await ok<Array<{ id: string; group: string; colName: string }>>('POST', '/api/eform/manage/codeSearch/code', { key: 'ar_marker' });
  await ok('POST', '/api/system/fillRule/add', { ruleCode: 'ar_fill_next', ruleName: 'Next', ruleParams: { prefix: 'AR', seqLength: 4 } });
  await ok('POST', '/api/eform/definitions', { kind: 'template', code: 'ar_template', name: 'Template', body: { schemaVersion: 1, tempCode: 'ar_template', tempName: 'Template', tempType: 'form' } });

  const marketFolder = join(setup.dataDir, 'market');
  await mkdir(marketFolder, { recursive: true });
  await writeFile(join(marketFolder, 'tiny-0.1.0.app.json'), JSON.stringify(tinyApp('0.1.0')));
  await ok('POST', `${market}/installation`, { appCode: 'ar_tiny_app' });
  await writeFile(join(marketFolder, 'tiny-0.1.0.app.json'), JSON.stringify(tinyApp('0.2.0')));

  // The checker's verdict, as its background job leaves it: all rows correct (C10).
  await setup.owner('eform_import_run').where({ id: importRunId }).update({ status_code: 'C10' });
  const bailee = await setup.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
  const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const delegation = await ok<{ id: string }>('POST', '/api/bpm/delegate/add', { delegateBailee: bailee!.id, delegateResource: 'all', start: days(20), end: days(21) });
  return {
    proxyUserId, proxyId: await entry('forwarder'), deletedProxyId: await entry('broker'),
    codeHitId: hit!.id, codeHitGroup: hit!.group, codeHitColName: hit!.colName,
    acmeToken: await setup.login('acme_admin'), checkedRunId: importRunId, deletedDelegationId: delegation.id,
  };
}
