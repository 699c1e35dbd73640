import type { QueryConfig, QueryResult } from 'pg';
import { CountedLru } from '../../cache/countedLru';
import { joinParts, namedStatement, sqlText } from '../../db/sqlParts';
import { keptFormStamp, type OpenedStamp } from './loadForm';
import { recordReadStatement, type RecordRow } from './recordStore';
import { createRuleLookups, dictionaryQuestion, pCodeQuestion, type RuleLookups } from './ruleServices';

/**
 * The dictionaries and pcode tables a form's last save asked for, by tenant and form: the next save
 * reads them with its transaction's opening, before its rules ask (they ask only after the form and,
 * for a change, the record are known, one round trip later).
 */
const learned = new CountedLru<string, LearnedLookups>('formData.openingLookups', { max: 500 });

interface LearnedLookups {
  dictionaries: string[];
  pcodes: string[];
  /** Their statement, built and hashed once per learned set. */
  statement?: QueryConfig;
}

function lookupsStatement(known: LearnedLookups): QueryConfig {
  if (!known.statement) {
    const questions = [...known.dictionaries.map(dictionaryQuestion), ...known.pcodes.map(pCodeQuestion)];
    const columns = questions.map((question, i) => joinParts([sqlText('('), question, sqlText(`) as "${i}"`)], ''));
    known.statement = namedStatement(joinParts([sqlText('select '), joinParts(columns, ', ')], ''), 'wharf_opening_lookups');
  }
  return { ...known.statement, values: [...(known.statement.values ?? [])] };
}

/** A statement sent with the opening failed: the transaction is aborted; the save is made again without them. */
export class OpeningFailed extends Error {
  constructor(readonly reason: unknown) {
    super('a statement sent with the save\'s opening failed');
  }
}

export interface SaveOpeningRequest {
  tenantId: string;
  formCode: string;
  /** A change's record, read and locked (`for update`) with the opening. */
  recordId?: string;
  /** Open the change's savepoint (`wharf_change`) with the opening, after the record's lock. */
  savepoint?: boolean;
}

/** What the opening read, for the save's transaction. */
export interface OpenedSave {
  /** The kept form's stamp as the opening read it (undefined: the form is not kept here yet). */
  stamp?: OpenedStamp;
  /** Rule lookups holding the dictionaries and pcode tables read with the opening. */
  lookups: RuleLookups;
  /**
   * The record as the opening read it for the kept form (null: no such record; undefined: not read).
   * It stands only when the stamp shows the kept form is current (`LoadedForm.isKept`).
   */
  record?: RecordRow | null;
  hasSavepoint: boolean;
  /** Keeps what this save's rules asked for, for the next save's opening. */
  learn(): void;
}

const rowsOf = (outcome: PromiseSettledResult<unknown> | undefined) => ((outcome as PromiseFulfilledResult<QueryResult>).value.rows as unknown[]);

/**
 * The reads a save of `formCode` can send with its transaction's opening (`withTenantOpening`): none
 * depends on another's answer, so they cost the opening's round trip only. The kept form's stamp,
 * the change's record (read with the kept form's tables, and dropped when the stamp says they
 * changed), the dictionaries and pcode tables the form's last save asked for, and the savepoint.
 */
export function saveOpening(request: SaveOpeningRequest): { statements: Array<string | QueryConfig>; opened(outcomes: Array<PromiseSettledResult<unknown>>): OpenedSave } {
  const key = `${request.tenantId}/${request.formCode}`;
  const kept = keptFormStamp(request.tenantId, request.formCode);
  const known: LearnedLookups = learned.get(key) ?? { dictionaries: [], pcodes: [] };
  const asksLookups = known.dictionaries.length + known.pcodes.length > 0;
  const statements: Array<string | QueryConfig> = [];
  if (kept) statements.push(kept.statement);
  const readsRecord = kept !== undefined && request.recordId !== undefined;
  if (readsRecord) statements.push(recordReadStatement(kept.target, request.recordId!, true));
  if (asksLookups) statements.push(lookupsStatement(known));
  if (request.savepoint) statements.push('savepoint wharf_change');
  return {
    statements,
    opened(outcomes) {
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw new OpeningFailed(failed.reason);
      let at = 0;
      const stamp = kept ? kept.answer(rowsOf(outcomes[at++])) : undefined;
      const record = readsRecord ? ((rowsOf(outcomes[at++])[0] as RecordRow | undefined) ?? null) : undefined;
      const lookups = createRuleLookups();
      const asked = { dictionaries: new Set<string>(), pcodes: new Set<string>() };
      lookups.asked = asked;
      if (asksLookups) {
        const [row] = rowsOf(outcomes[at++]) as Array<Record<string, string[] | null>>;
        const answer = (i: number) => Promise.resolve(row?.[String(i)] ?? undefined);
        known.dictionaries.forEach((code, i) => lookups.dictionaries.set(code, answer(i)));
        known.pcodes.forEach((type, i) => lookups.pcodes.set(type, answer(known.dictionaries.length + i)));
      }
      return {
        ...(stamp ? { stamp } : {}),
        ...(record !== undefined ? { record } : {}),
        lookups,
        hasSavepoint: request.savepoint === true,
        learn() {
          const dictionaries = [...asked.dictionaries].sort();
          const pcodes = [...asked.pcodes].sort();
          if (dictionaries.join('\u0000') !== known.dictionaries.join('\u0000') || pcodes.join('\u0000') !== known.pcodes.join('\u0000')) learned.set(key, { dictionaries, pcodes });
        },
      };
    },
  };
}
