import type { Language } from '../i18n/types';
import type { IssueDraft, ValidationIssue } from '../validation/types';

/** What a uniqueness check asks: are these field values unused in the table (apart from the record itself)? */
export interface UniquenessRequest {
  tableName: string;
  /** One entry for pk/unique, several for a unionCheck (the field first, then its partners). */
  fields: ReadonlyArray<{ colCode: string; value: unknown }>;
  /** The record being edited, so that it does not collide with itself; absent for new records. */
  dataId?: string;
}

/** The answer; a message (e.g. the server's failure text) replaces the default one. */
export interface UniquenessAnswer {
  isUnique: boolean;
  message?: string;
}

/** Supplied by the caller: the server asks PostgreSQL, the browser calls the duplicate-check API. */
export type UniquenessChecker = (request: UniquenessRequest) => Promise<UniquenessAnswer>;

/** Runs a custom rule script in the sandbox (engine/src/sandbox implements it with QuickJS). JSON in, JSON out. */
export interface ScriptSandboxPort {
  run(script: string, input: unknown): Promise<unknown>;
}

/** The item values of a dictionary, or undefined when the dictionary is unknown. */
export type DictionaryLookup = (dictCode: string) => ReadonlyArray<string> | undefined | Promise<ReadonlyArray<string> | undefined>;

/**
 * Checks a value against a named check rule (spec §5 rule-code check): the answer, or undefined when
 * the tenant has no such rule. The server evaluates rules itself; a browser asks `checkRule/checkByCode`.
 */
export type CheckRuleChecker = (ruleCode: string, value: string) => Promise<{ isValid: boolean; message?: string } | undefined>;

/** Everything a validation run may need from its surroundings; all optional. */
export interface FieldRuleContext {
  lang?: Language;
  /** True on the first check of a freshly opened form: rules marked firstNoCheck are skipped. */
  isFirstCheck?: boolean;
  /** Id of the record being edited (for uniqueness). */
  dataId?: string;
  checkUnique?: UniquenessChecker;
  dictionaryValues?: DictionaryLookup;
  /** The codes of a pcode table (spec §7 /api/pcode: countries, currencies, units, ports…). */
  pCodeValues?: DictionaryLookup;
  sandbox?: ScriptSandboxPort;
  checkRule?: CheckRuleChecker;
}

/** The input of a custom rule script. */
export interface RuleScriptInput {
  value: unknown;
  values: Record<string, unknown>;
  colCode: string;
}

/** A field's checks that need nothing but the value (run first, and in the same order everywhere). */
export type SyncCheck = (value: unknown, text: string) => IssueDraft | undefined;

/** A field's checks that ask the outside world (run only when the sync checks passed). */
export type AsyncCheck = (value: unknown, values: Record<string, unknown>, context: FieldRuleContext, path: string) => Promise<IssueDraft | undefined>;

/** The compiled rules of one form. */
export interface CompiledFormRules {
  /** Checks a record (sub-table rows under their table name) and resolves to its issues; never rejects for bad data. */
  validate(values: Record<string, unknown>, context?: FieldRuleContext): Promise<ValidationIssue[]>;
  /** The field codes that have any check, in form order. */
  readonly checkedFields: readonly string[];
}
