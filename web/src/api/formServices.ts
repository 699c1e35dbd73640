import type { CheckRuleChecker, UniquenessChecker } from '@wharf/engine';
import { messageOf } from './eformResult';
import type { EformApi } from './eformApi';

/** One choice of a dropdown, as the form and list runtimes take it. */
interface OptionItem {
  value: string;
  label: string;
}

/** Reads the rows of a SQL/HTTP config answer as options: `{value,label}` or `{value,text}` rows. */
export function toOptions(answer: unknown): OptionItem[] {
  const rows = Array.isArray(answer) ? answer : Array.isArray((answer as { records?: unknown })?.records) ? (answer as { records: unknown[] }).records : [];
  return rows.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const { value, label, text } = row as { value?: unknown; label?: unknown; text?: unknown };
    if (value === undefined || value === null) return [];
    return [{ value: String(value), label: String(label ?? text ?? value) }];
  });
}

/**
 * The duplicate check of spec §5 through `POST /api/system/duplicate/check`: an empty value passes;
 * a failure of the call shows the server's message. The API checks one field, so a union check of
 * several fields is left to the server, which checks it on save in the same transaction.
 */
export function duplicateChecker(api: EformApi): UniquenessChecker {
  return async ({ tableName, fields, dataId }) => {
    const [first] = fields;
    if (!first || fields.length > 1) return { isUnique: true };
    if (first.value === undefined || first.value === null || String(first.value).trim() === '') return { isUnique: true };
    try {
      const answer = await api.lookups.duplicateCheck({ tableName, fieldName: first.colCode, fieldVal: String(first.value), ...(dataId ? { dataId } : {}) });
      return { isUnique: answer.isUnique };
    } catch (error) {
      return { isUnique: false, message: messageOf(error) };
    }
  };
}

/**
 * Dictionary items are asked once per code, language and page visit (several fields often share
 * one): the server answers their texts in the interface language, so a page makes its services
 * anew for a new language and the items are asked again.
 */
function cachedDictItems(api: EformApi, language = '') {
  const cache = new Map<string, Promise<{ value: string; text: string }[]>>();
  return (dictCode: string) => {
    const key = `${language}:${dictCode}`;
    let items = cache.get(key);
    if (!items) {
      items = api.lookups.dictItems(dictCode).then((list) => (list ?? []).map((item) => ({ value: item.value, text: item.text })));
      items.catch(() => cache.delete(key));
      cache.set(key, items);
    }
    return items;
  };
}

/**
 * Check rules named by fields through `checkRule/checkByCode` (spec §5 rule-code check). A rule the
 * server does not know, or a failed call, passes here: the server checks again on save and says why.
 */
export function checkRuleChecker(api: EformApi): CheckRuleChecker {
  return async (ruleCode, value) => {
    try {
      return await api.lookups.checkByCode(ruleCode, value);
    } catch {
      return undefined;
    }
  };
}

/**
 * The `FormServices` of the form runtime over the app's API (contract: renderer exports), for the
 * interface `language` (dictionary items are cached per language).
 */
export function createFormServices(api: EformApi, language?: string) {
  return {
    dictItems: cachedDictItems(api, language),
    sqlOptions: async (sqlCode: string, params?: Record<string, unknown>) => toOptions(await api.dataSources.sqlConfigOptions(sqlCode, params)),
    httpOptions: async (httpCode: string, params?: Record<string, unknown>) => toOptions(await api.dataSources.httpConfigOptions(httpCode, params)),
    checkUnique: duplicateChecker(api),
    checkRule: checkRuleChecker(api),
  };
}
