import type { Knex } from 'knex';
import { joinParts, sqlText, type SqlPart } from '../../db/sqlParts';
import { runShaped } from './runStatement';

/**
 * The rule services' reads of one validation pass, sent as one statement. The compiled rules ask
 * for every field at once (engine `compileFormRules`: the remote checks of a record start together),
 * so the questions asked before the next microtask go out together as the columns of one `select`,
 * each a scalar subquery: a save's uniqueness lookup and its dictionaries cost one round trip, not one each.
 * Each question is a `SqlPart` answering one value (written by the server; its values bound).
 */
export interface LookupBatch {
  ask<T>(question: SqlPart): Promise<T>;
}

/** Batches of up to this many lookups (a record's fields) run prepared; larger ones (many sub-table rows) unnamed. */
const preparedLookups = 16;

interface Pending {
  question: SqlPart;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * A batch on the transaction's connection; `serial` orders its statements among the transaction's
 * other queries (a transaction is one connection: its queries go one after another).
 */
export function lookupBatch(trx: Knex.Transaction, serial: <T>(work: () => Promise<T>) => Promise<T>): LookupBatch {
  let pending: Pending[] = [];
  const flush = () => {
    const asked = pending;
    pending = [];
    const columns = asked.map((one, i) => joinParts([sqlText('('), one.question, sqlText(`) as "${i}"`)], ''));
    serial(() => runShaped<Record<string, unknown>>(trx, joinParts([sqlText('select '), joinParts(columns, ', ')], ''), 'wharf_rule_lookups', asked.length <= preparedLookups)).then(
      ([row]) => asked.forEach((one, i) => one.resolve(row?.[String(i)])),
      (error: unknown) => asked.forEach((one) => one.reject(error)),
    );
  };
  return {
    ask<T>(question: SqlPart): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (pending.length === 0) queueMicrotask(flush);
        pending.push({ question, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}
