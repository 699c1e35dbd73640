import { definitionKinds, type PackagedCheckRule, type PackagedFillRule } from '@wharf/schemas';
import type { ReferenceKind, TenantRecords } from '@wharf/engine';
import type { Knex } from 'knex';
import { dictItemColumns, dictionaryRecordOf, httpConfigColumns, httpConfigRecordOf, sqlConfigColumns, sqlConfigRecordOf, type DictItemRow, type DictRow, type HttpConfigRow, type SqlConfigRow } from '../packages/recordShapes';

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

  const dicts: DictRow[] = await trx('sys_dict').select('id', 'dict_code', 'dict_name', 'description');
  const items: Array<DictItemRow & { dict_id: string }> = await trx('sys_dict_item')
    .select('dict_id', ...dictItemColumns)
    .orderBy([{ column: 'sort_order' }, { column: 'item_value' }]);
  for (const dict of dicts) put('dictionary', dict.dict_code, dictionaryRecordOf(dict, items.filter((item) => item.dict_id === dict.id)));

  const sqlConfigs: SqlConfigRow[] = await trx('eform_sql_config').select(...sqlConfigColumns);
  for (const row of sqlConfigs) put('sqlConfig', row.sql_code, sqlConfigRecordOf(row));

  const httpConfigs: HttpConfigRow[] = await trx('eform_http_config').select(...httpConfigColumns);
  for (const row of httpConfigs) put('httpConfig', row.http_code, httpConfigRecordOf(row));

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
