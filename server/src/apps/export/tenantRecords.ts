import { definitionKinds, type DictionaryRecord, type HttpConfigRecord, type PackagedCheckRule, type PackagedFillRule, type SqlConfigRecord } from '@wharf/schemas';
import type { ReferenceKind, TenantRecords } from '@wharf/engine';
import type { Knex } from 'knex';

/**
 * A snapshot of the tenant's records an export can carry, in their package shapes, keyed by kind
 * and code (the engine's closure looks them up synchronously). Read in the caller's tenant
 * transaction, so row-level security confines every query. A definition is exported as published
 * (its published revision's body), or as its head when it was never published.
 */
export async function readTenantRecords(trx: Knex.Transaction, platformWide: ReadonlySet<string>): Promise<TenantRecords> {
  const records = new Map<string, unknown>();
  const put = (kind: ReferenceKind, code: string, body: unknown) => records.set(`${kind}:${code}`, body);

  const definitions: Array<{ kind: string; code: string; body: unknown }> = await trx('eform_definition as d')
    .leftJoin('eform_definition_revision as r', (join) => join.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .whereIn('d.kind', definitionKinds as unknown as string[])
    .select('d.kind', 'd.code', trx.raw('coalesce(r.body, d.body) as body'));
  for (const row of definitions) put(row.kind as ReferenceKind, row.code, row.body);

  const dicts: Array<{ id: string; dict_code: string; dict_name: string; description: string | null }> = await trx('sys_dict').select('id', 'dict_code', 'dict_name', 'description');
  const items: Array<{ dict_id: string; item_text: string; item_text_i18n: Record<string, string> | null; item_value: string; title: string | null; sort_order: number; status: string; description: string | null }> = await trx('sys_dict_item')
    .select('dict_id', 'item_text', 'item_text_i18n', 'item_value', 'title', 'sort_order', 'status', 'description')
    .orderBy([{ column: 'sort_order' }, { column: 'item_value' }]);
  for (const dict of dicts) {
    const record: DictionaryRecord = {
      dictCode: dict.dict_code, dictName: dict.dict_name, ...(dict.description ? { description: dict.description } : {}),
      items: items.filter((item) => item.dict_id === dict.id).map((item) => ({
        itemText: item.item_text, ...(item.item_text_i18n ? { itemTextI18n: item.item_text_i18n } : {}), itemValue: item.item_value, ...(item.title ? { title: item.title } : {}), sortOrder: Number(item.sort_order),
        status: item.status as '0' | '1', ...(item.description ? { description: item.description } : {}),
      })),
    };
    put('dictionary', dict.dict_code, record);
  }

  const sqlConfigs: Array<{ sql_code: string; sql_name: string; sql_query: string; is_cache: 'Y' | 'N'; parameters: SqlConfigRecord['parameters'] | null }> = await trx('eform_sql_config').select('sql_code', 'sql_name', 'sql_query', 'is_cache', 'parameters');
  for (const row of sqlConfigs) put('sqlConfig', row.sql_code, { sqlCode: row.sql_code, sqlName: row.sql_name, sqlQuery: row.sql_query, isCache: row.is_cache, parameters: row.parameters ?? [] } satisfies SqlConfigRecord);

  const httpConfigs: Array<{ http_code: string; http_name: string; http_url: string; http_method: HttpConfigRecord['httpMethod']; header: Record<string, string> | null; body: string | null; return_script: string | null }> = await trx('eform_http_config')
    .select('http_code', 'http_name', 'http_url', 'http_method', 'header', 'body', 'return_script');
  for (const row of httpConfigs) {
    put('httpConfig', row.http_code, {
      httpCode: row.http_code, httpName: row.http_name, httpUrl: row.http_url, httpMethod: row.http_method, header: row.header ?? {},
      ...(row.body !== null ? { body: row.body } : {}), ...(row.return_script !== null ? { returnScript: row.return_script } : {}),
    } satisfies HttpConfigRecord);
  }

  const fillRules: Array<{ rule_code: string; rule_name: string; rule_params: PackagedFillRule['ruleParams'] }> = await trx('sys_fill_rule').select('rule_code', 'rule_name', 'rule_params');
  for (const row of fillRules) put('fillRule', row.rule_code, { ruleCode: row.rule_code, ruleName: row.rule_name, ruleParams: row.rule_params } satisfies PackagedFillRule);

  const checkRules: Array<{ rule_code: string; rule_name: string; segments: PackagedCheckRule['segments']; message: string | null; description: string | null }> = await trx('sys_check_rule').select('rule_code', 'rule_name', 'segments', 'message', 'description');
  for (const row of checkRules) {
    put('checkRule', row.rule_code, {
      ruleCode: row.rule_code, ruleName: row.rule_name, segments: row.segments,
      ...(row.message ? { message: row.message } : {}), ...(row.description ? { description: row.description } : {}),
    } satisfies PackagedCheckRule);
  }

  return {
    lookup: (kind, code) => records.get(`${kind}:${code}`),
    isPlatformWide: (kind, code) => platformWide.has(`${kind}:${code}`),
  };
}
