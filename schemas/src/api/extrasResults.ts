import { arraySchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableText, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';
import { importRunSchema } from './taskResults';

/**
 * The smaller families, as the server answers today: a user's proxy entries and organisation
 * extras; code search; reference look-ups (code map, pcode, a fill rule's next value, view buttons,
 * templates); the tenant's locale texts; a user's screen values and settings; the app market; an
 * import by view and the confirmation of a checked import run; removing a workflow delegation.
 */

/** A proxy entry: whom a proxy user acts for (spec §3 proxy types). */
export const proxySchema: ApiSchema = record({
  id: uuid, userId: uuid, compCode: text, compName: nullableText, proxyType: { enum: ['forwarder', 'broker', 'supplier', 'businessUnit'] }, proxyCode: text,
  forwarderCode: nullableText, brokerCode: nullableText, customsCode: nullableText, createTime: dateTime,
});
/** `GET /api/system/user/queryUserRelation`: a user's proxy entries. */
export const proxyListSchema: ApiSchema = arraySchema(proxySchema);
/** A user's positions, jobs, tags and divisions, by id. */
export const userOrgExtrasSchema: ApiSchema = record({ positionIds: arraySchema(uuid), jobIds: arraySchema(uuid), tagIds: arraySchema(uuid), divisionIds: arraySchema(uuid) });

/** `POST …/codeSearch/code` (spec §3 code-search record): where code matching the search lies. */
export const codeHitListSchema: ApiSchema = arraySchema(record({ id: uuid, group: text, key: text, colName: text, code: text, name: text, script: text }));
/** `POST …/codeSearch/update`: the record changed, and the new draft version when it is a definition. */
export const codeUpdatedSchema: ApiSchema = record({ id: uuid, version: integer }, ['version']);
/** `GET /api/system/permission/allowEditScript` (spec §7: "result boolean"). */
export const mayEditScriptsSchema: ApiSchema = { type: 'boolean', description: 'Whether the caller may save edited scripts' };

/** `GET /api/codemap/search`: reference codes with their names in the caller's language. */
export const codemapHitsSchema: ApiSchema = arraySchema(record({ type: text, code: text, name: text }));
/** `GET /api/pcode` (spec §7: success, data, etag): per table, its entries (`format=list`) or `{ code: name }` (`format=map`); `result` repeats `data`. */
export const pcodeTablesSchema: ApiSchema = {
  type: 'object',
  additionalProperties: { anyOf: [arraySchema(record({ code: text, name: text })), { type: 'object', additionalProperties: text }] },
};
/** `POST …/fillRule/executeRuleByCode/{ruleCode}`: the rule's next value. */
export const fillRuleValueSchema: ApiSchema = { type: 'string', description: 'The next value of the fill rule' };
/** `POST …/views/{viewCode}/buttons/{index}/openData`: the start data a button's openScript gives the form it opens. */
export const viewButtonOpenDataSchema: ApiSchema = record({ data: { type: 'object', description: "The form's start values by field code, as the button's openScript returned them" } });
/** `GET …/queryActAppViewButtonByMainId` (spec §3 view button): the buttons of the published view the caller may use. */
export const viewButtonListSchema: ApiSchema = arraySchema(record({ buttonName: text, buttonType: { enum: ['toolbar', 'inline'] }, openType: text }));
/** `GET …/actAppTemplate/listAll` (spec §3 template): templates of a type, each body with its definition id. */
export const templateListSchema: ApiSchema = arraySchema(record({ id: uuid, tempCode: text, tempName: text, tempType: text }));

/** The tenant's own wording for one language, `{ key: text }` (spec §7: "result is the locale map"). */
export const localeMapSchema: ApiSchema = { type: 'object', additionalProperties: text };
/** `GET …/sysCustom/getCustomVaueByTypeAndDataId` (spec §3 custom column settings): the caller's saved values for one screen. */
export const customValueListSchema: ApiSchema = arraySchema(record({ type: text, dataId: text, name: text, value: nullableText }));

/** A market app as the caller's tenant sees it (spec §3 market application). */
export const marketAppSchema: ApiSchema = record({
  appName: text, appCode: text, appVersion: text, description: text, createTime: text, groupCode: { enum: ['shipped', 'local'] }, isInstalled: flag, installedVersion: nullableText, canUpdate: flag,
});
/** `GET /api/saas/market/queryMarketList`: the whole catalogue, `{ records, total }`. */
export const marketListSchema: ApiSchema = record({ records: arraySchema(marketAppSchema), total: { type: 'integer', minimum: 0 } });
/** `GET /api/saas/market/queryMarketGroupList`: the market's groups with their names and app counts. */
export const marketGroupListSchema: ApiSchema = arraySchema(record({ groupCode: { enum: ['shipped', 'local'] }, groupName: text, count: integer }));
const installed = { appCode: text, appVersion: text, definitions: arraySchema(text), tables: arraySchema(text), menus: arraySchema(text), dictionaries: arraySchema(text) };
/** `POST …/market/installation`: what the install brought. */
export const marketInstalledSchema: ApiSchema = record(installed);
/** `PUT …/market/update`: what the update brought, the definitions it revised and the tables left to sync by hand. */
export const marketUpdatedSchema: ApiSchema = record({
  ...installed, fromVersion: text, revised: arraySchema(record({ kind: text, code: text, version: integer })), tablesPendingSync: arraySchema(text),
});
/** `GET …/market/queryAppList`: the tenant's installed market apps, `{ records, total }`. */
export const installedAppListSchema: ApiSchema = record({ records: arraySchema(record({ appName: text, appCode: text, appVersion: text, createTime: text, updateTime: text })), total: { type: 'integer', minimum: 0 } });

/** `POST /api/eform/views/{viewCode}/import`: rows imported and refused; when some were refused, where their error file is. */
export const listImportSchema: ApiSchema = record({ fileName: text, imported: integer, refused: integer, importId: uuid, errorsUrl: text }, ['importId', 'errorsUrl']);

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const extrasResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/user/queryUserRelation': proxyListSchema,
  'POST /api/system/userProxy/add': proxySchema,
  'PUT /api/system/userProxy/edit': proxySchema,
  'DELETE /api/system/userProxy/delete': noResultSchema,
  'GET /api/system/user/queryUserOrgExtras': userOrgExtrasSchema,
  'PUT /api/system/user/saveUserOrgExtras': userOrgExtrasSchema,
  'GET /api/system/permission/allowEditScript': mayEditScriptsSchema,
  'POST /api/eform/manage/codeSearch/code': codeHitListSchema,
  'POST /api/eform/manage/codeSearch/update': codeUpdatedSchema,
  'GET /api/eform/manage/actAppView/queryActAppViewButtonByMainId': viewButtonListSchema,
  'POST /api/eform/views/{viewCode}/buttons/{index}/openData': viewButtonOpenDataSchema,
  'POST /api/eform/runtime/view/{viewCode}/buttons/{index}/openData': viewButtonOpenDataSchema,
  'GET /api/eform/manage/actAppTemplate/listAll': templateListSchema,
  'GET /api/codemap/search': codemapHitsSchema,
  'GET /api/pcode': pcodeTablesSchema,
  'POST /api/system/fillRule/executeRuleByCode/{ruleCode}': fillRuleValueSchema,
  'GET /api/eform/manage/localeProvider/getLocales': localeMapSchema,
  'GET /api/eform/manage/localeProvider/getSecLocales': localeMapSchema,
  'POST /api/eform/manage/localeProvider/save': noResultSchema,
  'GET /api/system/sysCustom/getCustomVaueByTypeAndDataId': customValueListSchema,
  'POST /api/system/sysCustom/saveCustomWithDataId': noResultSchema,
  'POST /api/system/sysUserSettings/save': noResultSchema,
  'GET /api/saas/market/queryMarketList': marketListSchema,
  'GET /api/saas/market/queryMarketGroupList': marketGroupListSchema,
  'POST /api/eform/manage/market/installation': marketInstalledSchema,
  'PUT /api/eform/manage/market/update': marketUpdatedSchema,
  'GET /api/eform/manage/market/queryAppList': installedAppListSchema,
  'POST /api/eform/views/{viewCode}/import': listImportSchema,
  'POST /api/fyImportBackend/run/confirm': importRunSchema,
  'POST /api/bpm/delegate/delete': noResultSchema,
};
