import { columnValue, quoteIdentifier, type CheckRuleChecker, type FieldRuleContext, type Language, type ScriptSandbox, type ScriptSandboxPort, type UniquenessRequest } from '@wharf/engine';
import type { Knex } from 'knex';
import { joinParts, runPart, sql, sqlText, type SqlPart } from '../../db/sqlParts';
import { scriptQueueFull } from '../../sandbox/serverScriptPool';
import { tenantScripts } from '../../sandbox/tenantScripts';
import { regexTesterFor } from '../../formRules/checkRules/regexTester';
import { checkRuleAnswer } from '../../formRules/checkRules/checkRuleOperations';
import { businessSchema } from '../tables/physicalNames';
import type { FormTable } from './loadForm';
import { lookupBatch } from './lookupBatch';

/** Where a uniqueness question looks, and which rows are the record's own. */
export interface UniqueScope {
  table: FormTable;
  /** Rows to leave out: the record itself (master), or the rows of the record's own master (sub-table). */
  exclude?: { column: string; value: unknown };
}

/**
 * The question "does another row hold these values?" (true when one does): one equality per column,
 * with values cast to the column's type so an index on (tenant_id, …) serves it; row-level security
 * adds the tenant. Undefined when the values cannot collide: a value that cannot be the column's
 * type, or an empty one (as in a SQL unique index, an empty value collides with nothing).
 */
function takenQuestion(scope: UniqueScope, fields: UniquenessRequest['fields']): SqlPart | undefined {
  const conditions: SqlPart[] = [];
  for (const { colCode, value } of fields) {
    const shape = scope.table.columns.get(colCode);
    if (!shape) return undefined;
    const bound = columnValue(shape, value);
    if (!bound.ok || bound.value === null) return undefined;
    conditions.push(joinParts([sqlText(`${quoteIdentifier(colCode)} = `), sql`${bound.value}`], ''));
  }
  if (scope.exclude && scope.exclude.value !== undefined && scope.exclude.value !== null) conditions.push(joinParts([sqlText(`not ${quoteIdentifier(scope.exclude.column)} = `), sql`${scope.exclude.value}`], ''));
  const from = sqlText(`select exists (select 1 from ${quoteIdentifier(businessSchema)}.${quoteIdentifier(scope.table.physicalName)} where `);
  return joinParts([from, joinParts(conditions, ' and '), sqlText(')')], '');
}

/** Whether no other row holds these values (see `takenQuestion`), asked on its own. */
export async function isUnique(trx: Knex.Transaction, scope: UniqueScope, fields: UniquenessRequest['fields']): Promise<boolean> {
  const question = takenQuestion(scope, fields);
  if (!question) return true;
  const [row] = await runPart<{ taken: boolean }>(trx, joinParts([sqlText('select ('), question, sqlText(') as taken')], ''), 'wharf_unique');
  return !row?.taken;
}

// A dictionary's enabled item values, null when the tenant has no such dictionary (to tell "unknown" from "empty").
export const dictionaryQuestion = (dictCode: string) => sql`select case when count(d.id) = 0 then null else coalesce(jsonb_agg(i.item_value) filter (where i.item_value is not null), '[]'::jsonb) end
  from sys_dict d left join sys_dict_item i on i.dict_id = d.id and i.status = '1' where d.dict_code = ${dictCode}`;
// A pcode table's codes, null when there is no such code type.
export const pCodeQuestion = (type: string) => sql`select case when exists (select 1 from ref_code_type where type = ${type})
  then coalesce((select jsonb_agg(code) from ref_code where type = ${type}), '[]'::jsonb) end`;

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
  /** The dictionary and pcode codes the rules asked for through these lookups (a save learns what to read with its opening). */
  asked?: { dictionaries: Set<string>; pcodes: Set<string> };
}

/**
 * Uniqueness questions a caller watches or answers itself: a create numbered late records the
 * questions its first check asked (`seen`), and its second check, with the number it really got, is
 * answered by its write statement for the question that statement asked (`known`; undefined: ask).
 */
export interface UniquenessHooks {
  seen?: UniquenessRequest[];
  known?(request: UniquenessRequest): boolean | undefined;
}

export function createRuleLookups(): RuleLookups {
  return { dictionaries: new Map(), pcodes: new Map(), checkRules: new Map() };
}

/**
 * The services the compiled rules ask on the server, all inside the request's transaction:
 * uniqueness through indexed lookups, dictionary items, pcode tables and check rules (each read once
 * per `lookups`), the script sandbox, and check-rule matching in the sandbox.
 */
export function ruleServices(trx: Knex.Transaction, tenantId: string, scopes: (tableName: string) => UniqueScope | undefined, lang: Language, lookups: RuleLookups = createRuleLookups(), uniqueness: UniquenessHooks = {}): FieldRuleContext {
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
  // The lookups asked together (a record's fields, a sub-table's rows) go in one statement.
  const batch = lookupBatch(trx, serial);
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
      uniqueness.seen?.push(request);
      const known = uniqueness.known?.(request);
      if (known !== undefined) return { isUnique: known };
      const scope = scopes(request.tableName);
      const question = scope ? takenQuestion(scope, request.fields) : undefined;
      return { isUnique: question ? !(await batch.ask<boolean>(question)) : true };
    },
    dictionaryValues: (dictCode) => {
      lookups.asked?.dictionaries.add(dictCode);
      if (!dictionaries.has(dictCode)) dictionaries.set(dictCode, batch.ask<string[] | null>(dictionaryQuestion(dictCode)).then((values) => values ?? undefined));
      return dictionaries.get(dictCode)!;
    },
    pCodeValues: (type) => {
      lookups.asked?.pcodes.add(type);
      if (!pcodes.has(type)) pcodes.set(type, batch.ask<string[] | null>(pCodeQuestion(type)).then((values) => values ?? undefined));
      return pcodes.get(type)!;
    },
  };
}
