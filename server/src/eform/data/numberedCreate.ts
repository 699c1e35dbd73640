import type { Language, UniquenessRequest } from '@wharf/engine';
import type { Knex } from 'knex';
import { FormDataInvalid } from './dataIssues';
import { counterStatement, type LateNumbering } from './lateNumbering';
import type { FormTarget } from './loadForm';
import { masterKeyIssues } from './masterKeyIssues';
import { prepareRecord } from './prepareRecord';
import { masterKeyValue } from './recordStore';
import { insertLoggedRecord, type InsertedRecord } from './recordWrite';
import { createRuleLookups, type RuleLookups } from './ruleServices';
import { sealCondition, sealedWindow } from './sealedNumbering';

interface CreateScope {
  tenantId: string;
  lang: Language;
  user: string;
  /** The write may end the transaction (nothing is left to do in it after the create): see `sealedNumbering.ts`. */
  mayCommit?: boolean;
  /** Lookups already holding what was read with the save's opening (`saveOpening.ts`). */
  lookups?: RuleLookups;
}

/**
 * A create numbered late (`lateNumbering.ts`): the record is checked with the predicted number, then
 * written in one statement that takes the counter, and checked again with the number it really got
 * when that is another one, or when another row holds it — before the commit, so a refusal rolls the
 * counter back with the record. Undefined when the first check cannot stand for the number: a
 * uniqueness question asked the database about the predicted number together with other fields (its
 * answer would be about a number the record may not get); the caller then numbers the usual way,
 * nothing written yet. With `scope.mayCommit`, a create whose number's checks stand for a window of
 * numbers (`sealedWindow`) sends its write with the COMMIT; the transaction is then over, and a write
 * that got a number outside the window aborts (`isNumberMoved`: the caller makes the save again
 * without `mayCommit`).
 */
export async function createNumberedLate(trx: Knex.Transaction, target: FormTarget, data: Record<string, unknown>, scope: CreateScope, numbering: LateNumbering): Promise<InsertedRecord | undefined> {
  const { colCode, predicted } = numbering;
  // The number's own uniqueness on the master is asked in the write, about the number it gets.
  const isNumberOwn = (request: UniquenessRequest) => request.tableName === target.master.tableCode && request.fields.length === 1 && request.fields[0]!.colCode === colCode;
  const names = (request: UniquenessRequest, value: unknown) => request.fields.some((field) => field.colCode === colCode && field.value === value);
  const options = { tenantId: scope.tenantId, lang: scope.lang, base: '/data', isCreate: true, lookups: scope.lookups ?? createRuleLookups() };
  let asksTaken = false;
  let askedWithOthers = false;
  const first = await prepareRecord(trx, target, { ...data, [colCode]: predicted }, {
    ...options,
    uniqueness: {
      known: (request) => {
        if (!names(request, predicted)) return undefined;
        if (isNumberOwn(request)) return (asksTaken = true);
        askedWithOthers = true;
        return undefined;
      },
    },
  });
  if (askedWithOthers) return undefined;
  const issues = [...first.issues, ...masterKeyIssues(target, first.shaped, first.shaped.master, '/data', scope.lang)];
  if (issues.length > 0) throw new FormDataInvalid(issues);
  const window = scope.mayCommit ? await sealedWindow(target, numbering, numbering.predictedSeq) : undefined;
  const counter = counterStatement(numbering, scope.tenantId, window && sealCondition(target, window, numbering, asksTaken));
  const created = await insertLoggedRecord(trx, target, first.shaped, scope.user, scope.tenantId, { colCode, counter, asksTaken, ...(window ? { commits: true } : {}) });
  if (window || (created.number === predicted && !created.taken)) return created;
  // Checked again with the number written; the dictionaries and check rules read once are kept (`lookups`).
  const stored = { ...first.shaped.master, [colCode]: created.number };
  const subKeys = new Map(target.subTables.map((sub) => [sub.sub.tableName, masterKeyValue(sub, created.id, stored)]));
  const again = await prepareRecord(trx, target, { ...data, [colCode]: created.number }, {
    ...options,
    ownRows: { id: created.id, subKeys },
    uniqueness: { known: (request) => (isNumberOwn(request) && names(request, created.number) ? !created.taken : undefined) },
  });
  if (again.issues.length > 0) throw new FormDataInvalid(again.issues);
  return created;
}
