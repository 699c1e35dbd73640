/**
 * Cases of `apiResponses.int.test.ts` for the SQL and HTTP config console routes and test runs and the
 * dictionary writes: how each is called, and what it works on (made by `prepareConfigs`). The HTTP
 * config `ar_ports` (a local service the SSRF guard is told to allow) is made by the test's set-up.
 */

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const sqlConfig = (sqlCode: string) => ({ sqlCode, sqlName: sqlCode, sqlQuery: 'select "entryId" as value, consignee as label from biz.dec_head' });
const dictionary = (dictCode: string) => ({ dictCode, dictName: dictCode, items: [{ itemText: 'Yes', itemValue: 'Y' }, { itemText: 'No', itemValue: 'N' }] });

/** How each operation is called; `v` holds what `prepareConfigs` made. */
export const configCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/eform/sqlConfig/list': () => ({ method: 'GET', path: '/api/eform/sqlConfig/list?pageNo=1&pageSize=10' }),
  'GET /api/eform/sqlConfig/queryById': (v) => ({ method: 'GET', path: `/api/eform/sqlConfig/queryById?id=${v.sqlConfigId}` }),
  'POST /api/eform/sqlConfig/add': () => ({ method: 'POST', path: '/api/eform/sqlConfig/add', body: sqlConfig('ar_sql_added') }),
  'PUT /api/eform/sqlConfig/edit': (v) => ({ method: 'PUT', path: '/api/eform/sqlConfig/edit', body: { id: v.sqlConfigId, ...sqlConfig('ar_sql') } }),
  'DELETE /api/eform/sqlConfig/delete': (v) => ({ method: 'DELETE', path: `/api/eform/sqlConfig/delete?id=${v.deletedSqlConfigId}` }),
  'GET /api/eform/sqlConfig/usage': () => ({ method: 'GET', path: '/api/eform/sqlConfig/usage?sqlCode=trade_mode_options' }),
  'POST /api/eform/sqlConfig/test': () => ({ method: 'POST', path: '/api/eform/sqlConfig/test', body: { sqlQuery: sqlConfig('ar_sql_test').sqlQuery } }),
  'GET /api/eform/httpConfig/list': () => ({ method: 'GET', path: '/api/eform/httpConfig/list?pageNo=1&pageSize=10' }),
  'GET /api/eform/httpConfig/queryById': (v) => ({ method: 'GET', path: `/api/eform/httpConfig/queryById?id=${v.httpConfigId}` }),
  'POST /api/eform/httpConfig/add': (v) => ({ method: 'POST', path: '/api/eform/httpConfig/add', body: { httpCode: 'ar_http_added', httpName: 'Added', httpUrl: v.addedHttpUrl, httpMethod: 'GET' } }),
  'PUT /api/eform/httpConfig/edit': (v) => ({ method: 'PUT', path: '/api/eform/httpConfig/edit', body: { id: v.editedHttpConfigId, httpCode: 'ar_http_edited', httpName: 'Edited', httpUrl: v.editedHttpUrl, httpMethod: 'GET' } }),
  'DELETE /api/eform/httpConfig/delete': (v) => ({ method: 'DELETE', path: `/api/eform/httpConfig/delete?id=${v.deletedHttpConfigId}` }),
  'GET /api/eform/httpConfig/usage': () => ({ method: 'GET', path: '/api/eform/httpConfig/usage?httpCode=ar_ports' }),
  'POST /api/eform/httpConfig/test': (v) => ({ method: 'POST', path: '/api/eform/httpConfig/test', body: { httpUrl: v.portsUrl, httpMethod: 'GET' } }),
  'POST /api/system/dict/add': () => ({ method: 'POST', path: '/api/system/dict/add', body: dictionary('ar_dict_added') }),
  'PUT /api/system/dict/edit': (v) => ({ method: 'PUT', path: '/api/system/dict/edit', body: { id: v.dictionaryId, ...dictionary('ar_dict') } }),
  'POST /api/system/dict/copy': (v) => ({ method: 'POST', path: '/api/system/dict/copy', body: { id: v.dictionaryId, dictCode: 'ar_dict_copied', dictName: 'Copied' } }),
  'DELETE /api/system/dict/delete': (v) => ({ method: 'DELETE', path: `/api/system/dict/delete?id=${v.deletedDictionaryId}` }),
  'GET /api/system/dict/getDictItemMap/{code}': () => ({ method: 'GET', path: '/api/system/dict/getDictItemMap/ie_flag' }),
  'GET /api/eform/dict/init': () => ({ method: 'GET', path: '/api/eform/dict/init' }),
  'GET /api/system/dict/treeList': () => ({ method: 'GET', path: '/api/system/dict/treeList' }),
  'GET /api/system/dict/queryByDictItemId': (v) => ({ method: 'GET', path: `/api/system/dict/queryByDictItemId?id=${v.dictItemId}` }),
  'POST /api/system/dictItem/add': (v) => ({ method: 'POST', path: '/api/system/dictItem/add', body: { dictId: v.itemDictionaryId, itemText: 'Maybe', itemValue: 'M' } }),
  'PUT /api/system/dictItem/edit': (v) => ({ method: 'PUT', path: '/api/system/dictItem/edit', body: { id: v.dictItemId, dictId: v.itemDictionaryId, itemText: 'Perhaps', itemValue: 'P' } }),
};

/** Makes the SQL and HTTP configs and dictionaries the changing calls work on. */
export async function prepareConfigs(ok: Ok): Promise<Prepared> {
  const httpConfigs = await ok<{ records: Array<{ id: string; httpCode: string; httpUrl: string }> }>('GET', '/api/eform/httpConfig/list?pageNo=1&pageSize=100');
  const ports = httpConfigs.records.find((config) => config.httpCode === 'ar_ports')!;
  const sql = async (code: string) => (await ok<{ id: string }>('POST', '/api/eform/sqlConfig/add', sqlConfig(code))).id;
  // One interface address is one config (spec §8 "interface address already exists"): each config its own URL on the ports service.
  const urlFor = (code: string) => `${ports.httpUrl}${ports.httpUrl.includes('?') ? '&' : '?'}ar=${code}`;
  const http = async (code: string) => (await ok<{ id: string }>('POST', '/api/eform/httpConfig/add', { httpCode: code, httpName: code, httpUrl: urlFor(code), httpMethod: 'GET' })).id;
  const dict = async (code: string) => (await ok<{ id: string }>('POST', '/api/system/dict/add', dictionary(code))).id;
  const itemDictionaryId = await dict('ar_dict_items');
  const item = await ok<{ id: string }>('POST', '/api/system/dictItem/add', { dictId: itemDictionaryId, itemText: 'Later', itemValue: 'L' });
  return {
    portsUrl: ports.httpUrl, addedHttpUrl: urlFor('ar_http_added'), editedHttpUrl: urlFor('ar_http'), httpConfigId: ports.id, editedHttpConfigId: await http('ar_http'), deletedHttpConfigId: await http('ar_http_deleted'),
    sqlConfigId: await sql('ar_sql'), deletedSqlConfigId: await sql('ar_sql_deleted'),
    dictionaryId: await dict('ar_dict'), deletedDictionaryId: await dict('ar_dict_deleted'), itemDictionaryId, dictItemId: item.id,
  };
}
