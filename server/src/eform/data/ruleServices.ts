import { columnValue, type CheckRuleChecker, type FieldRuleContext, type Language, type ScriptSandbox, type ScriptSandboxPort, type UniquenessRequest } from '@wharf/engine';
import type { Knex } from 'knex';
import { scriptQueueFull } from '../../sandbox/serverScriptPool';
import { tenantScripts } from '../../sandbox/tenantScripts';
import { regexTesterFor } from '../../formRules/checkRules/regexTester';
import { checkRuleAnswer } from '../../formRules/checkRules/checkRuleOperations';
import { businessSchema } from '../tables/physicalNames';
import type { FormTable } from './loadForm';

/** Where a uniqueness question looks, and which rows are the record's own. */
export interface UniqueScope {
  table: FormTable;
  /** Rows to leave out: the record itself (master), or the rows of the record's own master (sub-table). */
  exclude?: { column: string; value: unknown };
}

/**
 * Whether no other row holds these values: one equality lookup per column, with values cast to
 * the column's type so an index on (tenant_id, …) serves it; row-level security adds the tenant.
 * Values that cannot be the column's type, and empty values, cannot collide.
 */
export async function isUnique(trx: Knex.Transaction, scope: UniqueScope, fields: UniquenessRequest['fields']): Promise<boolean> {
  const query = trx.withSchema(businessSchema).from(scope.table.physicalName).first(trx.raw('1 as found'));
  for (const { colCode, value } of fields) {
    const shape = scope.table.columns.get(colCode);
    if (!shape) return true;
    const bound = columnValue(shape, value);
    if (!bound.ok) return true;
    // As in a SQL unique index, an empty value collides with nothing.
    if (bound.value === null) return true;
    query.where(colCode, bound.value);
  }
  if (scope.exclude && scope.exclude.value !== undefined && scope.exclude.value !== null) query.whereNot(scope.exclude.column, scope.exclude.value as string);
  return !(await query);
}

/**
 * Custom rule scripts run in the tenant's share of the process's script pool. A script that fails or
 * times out is reported by the rule as a script error; a full queue fails the save with 503.
 */
function ruleSandbox(sandbox: ScriptSandbox): ScriptSandboxPort {
  return {
    async run(script, input) {
      const result = await sandbox.run(script, input);
      if (result.ok) return result.value;
      if (result.error.code === 'sandbox/queue-full') throw scriptQueueFull();
      throw new Error(result.error.code);
    },
  };
}

/**
 * What the rule services read that does not change while a request runs: dictionary items, pcode
 * tables and check rules, each read once. A single save makes its own; an import makes one for the
 * whole upload and passes it to every row, so its thousands of rows read each lookup once, not per
 * row. Uniqueness is never kept here: it must see the rows written earlier in the same import.
 */
export interface RuleLookups {
  dictionaries: Map<string, Promise<string[] | undefined>>;
  pcodes: Map<string, Promise<string[] | undefined>>;
  /** Check-rule rows by rule code (undefined: the tenant has no such rule). */
  checkRules: Map<string, Promise<unknown>>;
}

export function createRuleLookups(): RuleLookups {
  return { dictionaries: new Map(), pcodes: new Map(), checkRules: new Map() };
}

/**
 * The services the compiled rules ask on the server, all inside the request's transaction:
 * uniqueness through indexed lookups, dictionary items, pcode tables and check rules (each read once
 * per `lookups`), the script sandbox, and check-rule matching in the sandbox.
 */
export function ruleServices(trx: Knex.Transaction, tenantId: string, scopes: (tableName: string) => UniqueScope | undefined, lang: Language, lookups: RuleLookups = createRuleLookups()): FieldRuleContext {
  const { dictionaries, pcodes, checkRules } = lookups;
  const { scripts, patterns } = tenantScripts(tenantId);
  const testPattern = regexTesterFor(patterns);
  // The rules ask for several fields at once, but a transaction is one connection: its queries go one after another.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  // checkRuleAnswer hands its one read (the rule row of `ruleCode`) to this runner: kept per rule code.
  const checkRuleRead = (ruleCode: string) => <T>(work: () => Promise<T>): Promise<T> => {
    if (!checkRules.has(ruleCode)) checkRules.set(ruleCode, serial(work));
    return checkRules.get(ruleCode)! as Promise<T>;
  };
  return {
    lang,
    sandbox: ruleSandbox(scripts),
    checkRule: ((ruleCode, value) => checkRuleAnswer(trx, ruleCode, value, lang, checkRuleRead(ruleCode), testPattern)) satisfies CheckRuleChecker,
    checkUnique: async (request) => {
      const scope = scopes(request.tableName);
      return { isUnique: scope ? await serial(() => isUnique(trx, scope, request.fields)) : true };
    },
    dictionaryValues: (dictCode) => {
      if (!dictionaries.has(dictCode)) {
        dictionaries.set(dictCode, serial(async () => {
          // One query: the dictionary (to tell "unknown" from "empty") with its enabled items.
          const rows = await trx('sys_dict as d').leftJoin('sys_dict_item as i', (j) => j.on('i.dict_id', 'd.id').andOnVal('i.status', '1'))
            .where('d.dict_code', dictCode).select<Array<{ item_value: string | null }>>('i.item_value');
          return rows.length === 0 ? undefined : rows.flatMap((r) => (r.item_value === null ? [] : [r.item_value]));
        }));
      }
      return dictionaries.get(dictCode)!;
    },
    pCodeValues: (type) => {
      if (!pcodes.has(type)) {
        pcodes.set(type, serial(async () => {
          const known = await trx('ref_code_type').where({ type }).first('type');
          return known ? await trx('ref_code').where({ type }).pluck('code') : undefined;
        }));
      }
      return pcodes.get(type)!;
    },
  };
}
