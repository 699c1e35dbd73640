import {
  compileComputedFields,
  compileFormRules,
  linkageFields,
  resolveDefaultValues,
  resolveFieldState,
  resolveRowDefaults,
  resolveRowFieldStates,
  type CompiledFormRules,
  type ComputedFieldsPlan,
  type FieldRuleContext,
  type FieldState,
  type Language,
  type ValidationIssue,
} from '@wharf/engine';
import type { FormDefinition, FormField, FormSubTable } from '@wharf/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { cellPath, fieldPath, fieldPathOf, issuesByPath } from './issuePaths';
import { KeyedListeners } from './keyedListeners';
import { OptionSource } from './optionSource';
import type { FormMode, FormServices } from './types';

/** A sub-table row as the form keeps it: the values plus a key for the grid, dropped on submit. */
export type FormRow = Record<string, unknown> & { __key: string };
export const rowKeyField = '__key';

export interface FormStoreState {
  /** Master values by colCode; each sub-table's rows under its tableName. */
  values: Record<string, unknown>;
  /** Linkage state of each master field. */
  states: Record<string, FieldState>;
  /** Messages by field path (`/code`, `/table/row/code`). */
  issues: Record<string, string>;
  submitting: boolean;
  /** Asks the layout to bring a field into view (e.g. its tab) and focus it; `seq` makes repeats distinct. */
  reveal?: { colCode: string; seq: number };
}

export interface FormRuntimeOptions {
  mode: FormMode;
  initialValues?: Record<string, unknown>;
  services: FormServices;
  now?: Date;
  lang?: Language;
  dataId?: string;
}

const noState: FieldState = { visible: true, required: false, disabled: false };

function sameState(a: FieldState | undefined, b: FieldState): boolean {
  return a !== undefined && a.visible === b.visible && a.required === b.required && a.disabled === b.disabled;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One open form: its values in a zustand store (each field subscribes to its own slice, so a
 * keystroke re-renders one field), linkage and computed fields through the engine, validation with
 * the engine's compiled rules (per field on blur, the whole record on submit).
 */
export class FormRuntime {
  readonly store: StoreApi<FormStoreState>;
  readonly plan: ComputedFieldsPlan;
  readonly options: OptionSource;
  readonly fieldsByCode: ReadonlyMap<string, FormField>;
  readonly subTablesByName: ReadonlyMap<string, FormSubTable>;
  lang: Language;
  dataId: string | undefined;
  services: FormServices;
  /** True until the user changes something: firstNoCheck rules are skipped on an untouched record. */
  pristine = true;

  /** Per-key listeners of values, linkage states and issues: a change wakes only the fields it touched. */
  private readonly valueListeners = new KeyedListeners();
  private readonly stateListeners = new KeyedListeners();
  private readonly issueListeners = new KeyedListeners();
  private readonly dependents = new Map<string, string[]>();
  /** Master fields read by a sub-table's computed columns or row conditions → the sub-tables to recompute. */
  private readonly rowReaders = new Map<string, string[]>();
  private readonly fieldRules = new Map<string, CompiledFormRules>();
  private allRules: CompiledFormRules | undefined;
  private keySeq = 0;
  private revealSeq = 0;
  private readonly now: Date;

  constructor(readonly definition: FormDefinition, readonly runtimeOptions: FormRuntimeOptions) {
    this.lang = runtimeOptions.lang ?? 'zh_CN';
    this.dataId = runtimeOptions.dataId;
    this.services = runtimeOptions.services;
    this.now = runtimeOptions.now ?? new Date();
    this.options = new OptionSource(runtimeOptions.services);
    this.plan = compileComputedFields(definition, this.lang);
    this.fieldsByCode = new Map(definition.fields.map((field) => [field.colCode, field]));
    this.subTablesByName = new Map((definition.subTables ?? []).map((sub) => [sub.tableName, sub]));
    for (const field of definition.fields) {
      for (const input of linkageFields(field)) this.dependents.set(input, [...(this.dependents.get(input) ?? []), field.colCode]);
    }
    for (const sub of definition.subTables ?? []) {
      const own = new Set(sub.fields.map((f) => f.colCode));
      const read = new Set([...(this.plan.subTables[sub.tableName]?.inputs ?? []), ...sub.fields.flatMap(linkageFields)]);
      for (const name of read) if (!own.has(name)) this.rowReaders.set(name, [...(this.rowReaders.get(name) ?? []), sub.tableName]);
    }
    const values = this.initialValues(runtimeOptions);
    const states: Record<string, FieldState> = {};
    for (const field of definition.fields) states[field.colCode] = resolveFieldState(field, values);
    this.store = createStore<FormStoreState>(() => ({ values, states, issues: {}, submitting: false }));
    this.store.subscribe((state, previous) => {
      this.valueListeners.notify(previous.values, state.values);
      this.stateListeners.notify(previous.states, state.states);
      this.issueListeners.notify(previous.issues, state.issues);
    });
  }

  /** Calls `listener` when the value of `colCode` changes (for `useSyncExternalStore`). */
  subscribeValue(colCode: string, listener: () => void): () => void {
    return this.valueListeners.subscribe(colCode, listener);
  }

  /** Calls `listener` when the linkage state of `colCode` changes. */
  subscribeState(colCode: string, listener: () => void): () => void {
    return this.stateListeners.subscribe(colCode, listener);
  }

  /** Calls `listener` when the message at `path` changes. */
  subscribeIssue(path: string, listener: () => void): () => void {
    return this.issueListeners.subscribe(path, listener);
  }

  get mode(): FormMode {
    return this.runtimeOptions.mode;
  }

  private initialValues({ mode, initialValues }: FormRuntimeOptions): Record<string, unknown> {
    const base = mode === 'add' ? { ...resolveDefaultValues(this.definition, this.now, { utcOffsetMinutes: -this.now.getTimezoneOffset() }), ...initialValues } : { ...initialValues };
    for (const sub of this.definition.subTables ?? []) {
      const rows = Array.isArray(base[sub.tableName]) ? (base[sub.tableName] as unknown[]) : [];
      base[sub.tableName] = rows.filter(isRecord).map((row) => ({ ...row, __key: this.nextKey() }));
    }
    return mode === 'view' ? base : this.plan.apply(base).value;
  }

  nextKey(): string {
    this.keySeq += 1;
    return `r${this.keySeq}`;
  }

  /** Sets one master field; recomputes what reads it (computed fields, linkage, sub-table rows). */
  setValue(colCode: string, value: unknown): void {
    const state = this.store.getState();
    if (Object.is(state.values[colCode], value)) return;
    this.pristine = false;
    let values: Record<string, unknown> = { ...state.values, [colCode]: value };
    const changed = [colCode];
    if (this.plan.inputs.has(colCode)) {
      const computed = this.plan.computeMaster(values).value;
      for (const code of this.plan.order) if (computed[code] !== values[code]) changed.push(code);
      values = computed;
    }
    for (const tableName of new Set(changed.flatMap((code) => this.rowReaders.get(code) ?? []))) {
      values = { ...values, [tableName]: this.computeRows(tableName, values[tableName] as FormRow[], values) };
    }
    const states = this.nextStates(values, changed, state.states);
    const issues = this.dropHiddenIssues(state.issues, states, state.states);
    this.store.setState({ values, states, issues });
    if (state.issues[fieldPath(colCode)] !== undefined) void this.validateField(colCode, { syncOnly: true });
  }

  private computeRows(tableName: string, rows: FormRow[], master: Record<string, unknown>): FormRow[] {
    return rows.map((row) => this.plan.computeRow(tableName, row, master).value as FormRow);
  }

  private nextStates(values: Record<string, unknown>, changed: readonly string[], previous: Record<string, FieldState>): Record<string, FieldState> {
    let states = previous;
    for (const code of new Set(changed.flatMap((c) => this.dependents.get(c) ?? []))) {
      const field = this.fieldsByCode.get(code);
      if (!field) continue;
      const next = resolveFieldState(field, values);
      if (sameState(states[code], next)) continue;
      if (states === previous) states = { ...previous };
      states[code] = next;
    }
    return states;
  }

  private dropHiddenIssues(issues: Record<string, string>, states: Record<string, FieldState>, previous: Record<string, FieldState>): Record<string, string> {
    if (states === previous) return issues;
    let next = issues;
    for (const [code, state] of Object.entries(states)) {
      if (state === previous[code] || state.visible) continue;
      if (next[fieldPath(code)] === undefined) continue;
      if (next === issues) next = { ...issues };
      delete next[fieldPath(code)];
    }
    return next;
  }

  rows(tableName: string): FormRow[] {
    const rows = this.store.getState().values[tableName];
    return Array.isArray(rows) ? (rows as FormRow[]) : [];
  }

  /** Replaces a sub-table's rows (after add, remove or an edit); recomputes the rows whose data changed. */
  setRows(tableName: string, rows: FormRow[]): void {
    this.pristine = false;
    const { values, issues } = this.store.getState();
    const previous = new Set(this.rows(tableName));
    const computed = rows.map((row) => (previous.has(row) ? row : (this.plan.computeRow(tableName, row, values).value as FormRow)));
    this.store.setState({ values: { ...values, [tableName]: computed }, issues: this.renumberIssues(tableName, this.rows(tableName), computed, issues) });
    if (issues[fieldPath(tableName)] !== undefined) void this.validateRowCount(tableName);
  }

  /**
   * Re-checks a sub-table's own rules (its row count) once it already shows an issue, so "Goods needs
   * at least 1 row" goes away as soon as a row is added rather than on the next submit.
   */
  private async validateRowCount(tableName: string): Promise<void> {
    const sub = this.subTablesByName.get(tableName);
    if (!sub) return;
    const cacheKey = `${tableName}/`;
    let rules = this.fieldRules.get(cacheKey);
    if (!rules) this.fieldRules.set(cacheKey, (rules = compileFormRules({ ...this.definition, fields: [], subTables: [{ ...sub, fields: [] }] })));
    const rows = this.rows(tableName);
    const issues = await rules.validate({ ...this.store.getState().values, [tableName]: rows }, this.context(false));
    if (this.rows(tableName) !== rows) return;
    this.setIssue(fieldPath(tableName), issues.find((issue) => issue.path === fieldPath(tableName))?.message);
  }

  /** Keeps cell issues on their rows when rows are removed or inserted (issue paths carry row numbers). */
  private renumberIssues(tableName: string, before: FormRow[], after: FormRow[], issues: Record<string, string>): Record<string, string> {
    const prefix = `/${tableName}/`;
    if (!Object.keys(issues).some((path) => path.startsWith(prefix))) return issues;
    const indexOfKey = new Map(after.map((row, index) => [row.__key, index]));
    const next: Record<string, string> = {};
    for (const [path, message] of Object.entries(issues)) {
      if (!path.startsWith(prefix)) { next[path] = message; continue; }
      const [rowText, ...rest] = path.slice(prefix.length).split('/');
      const key = before[Number(rowText)]?.__key;
      const index = key === undefined ? undefined : indexOfKey.get(key);
      if (index !== undefined) next[`${prefix}${index}/${rest.join('/')}`] = message;
    }
    return next;
  }

  /** Sets one cell; returns the row as stored (with its computed columns). */
  setCell(tableName: string, key: string, colCode: string, value: unknown): FormRow | undefined {
    const rows = this.rows(tableName);
    const index = rows.findIndex((row) => row.__key === key);
    if (index === -1) return undefined;
    // The same rows in the same order with one replaced: no row-count check or issue renumbering (setRows).
    this.pristine = false;
    const { values } = this.store.getState();
    const stored = this.plan.computeRow(tableName, { ...rows[index]!, [colCode]: value }, values).value as FormRow;
    const next = [...rows];
    next[index] = stored;
    this.store.setState({ values: { ...values, [tableName]: next } });
    if (this.store.getState().issues[cellPath(tableName, index, colCode)] !== undefined) void this.validateCell(tableName, key, colCode);
    return stored;
  }

  newRow(tableName: string): FormRow {
    const sub = this.subTablesByName.get(tableName);
    return { ...(sub ? resolveRowDefaults(sub, new Date(), { utcOffsetMinutes: -new Date().getTimezoneOffset() }) : {}), __key: this.nextKey() };
  }

  rowFieldStates(tableName: string, row: Record<string, unknown>): Record<string, FieldState> {
    const sub = this.subTablesByName.get(tableName);
    return sub ? resolveRowFieldStates(sub, row, this.store.getState().values) : {};
  }

  fieldState(colCode: string): FieldState {
    return this.store.getState().states[colCode] ?? noState;
  }

  private context(remote: boolean): FieldRuleContext {
    const context: FieldRuleContext = { lang: this.lang, isFirstCheck: this.pristine };
    if (this.dataId !== undefined) context.dataId = this.dataId;
    if (remote) {
      if (this.services.checkUnique) context.checkUnique = this.services.checkUnique;
      if (this.services.checkRule) context.checkRule = this.services.checkRule;
      context.dictionaryValues = this.options.dictionaryValues;
    }
    return context;
  }

  private rulesOfField(colCode: string): CompiledFormRules | undefined {
    let rules = this.fieldRules.get(colCode);
    if (!rules) {
      const field = this.fieldsByCode.get(colCode);
      if (!field) return undefined;
      rules = compileFormRules({ ...this.definition, fields: [field], subTables: [] });
      this.fieldRules.set(colCode, rules);
    }
    return rules;
  }

  private setIssue(path: string, message: string | undefined): void {
    const { issues } = this.store.getState();
    if (issues[path] === message) return;
    const next = { ...issues };
    if (message === undefined) delete next[path];
    else next[path] = message;
    this.store.setState({ issues: next });
  }

  /** Checks one master field (on blur); a result that arrives after the value changed again is dropped. */
  async validateField(colCode: string, { syncOnly = false } = {}): Promise<void> {
    const rules = this.rulesOfField(colCode);
    if (!rules || this.mode === 'view') return;
    const values = this.store.getState().values;
    const issues = await rules.validate(values, this.context(!syncOnly));
    if (this.store.getState().values[colCode] !== values[colCode]) return;
    this.setIssue(fieldPath(colCode), issues.find((issue) => issue.path === fieldPath(colCode))?.message);
  }

  /** Checks one cell of a sub-table row (after an edit). */
  async validateCell(tableName: string, key: string, colCode: string): Promise<void> {
    const sub = this.subTablesByName.get(tableName);
    const field = sub?.fields.find((f) => f.colCode === colCode);
    if (!sub || !field) return;
    const cacheKey = `${tableName}/${colCode}`;
    let rules = this.fieldRules.get(cacheKey);
    if (!rules) this.fieldRules.set(cacheKey, (rules = compileFormRules({ ...this.definition, fields: [], subTables: [{ ...sub, fields: [field] }] })));
    const { values } = this.store.getState();
    const row = this.rows(tableName).find((r) => r.__key === key);
    if (!row) return;
    const issues = await rules.validate({ ...values, [tableName]: [row] }, this.context(true));
    const index = this.rows(tableName).findIndex((r) => r.__key === key);
    if (index === -1 || this.rows(tableName)[index] !== row) return;
    this.setIssue(cellPath(tableName, index, colCode), issues[0]?.message);
  }

  /** The record as the server takes it: sub-table rows without their grid keys. */
  data(): Record<string, unknown> {
    const { values } = this.store.getState();
    const data: Record<string, unknown> = { ...values };
    for (const tableName of this.subTablesByName.keys()) {
      data[tableName] = this.rows(tableName).map(({ __key: _key, ...row }) => row);
    }
    return data;
  }

  /** Checks the whole record (on submit); shows every issue and asks the layout to reveal the first. */
  async validateAll(): Promise<ValidationIssue[]> {
    this.allRules ??= compileFormRules(this.definition);
    const issues = await this.allRules.validate(this.data(), this.context(true));
    this.showIssues(issues, { replace: true });
    return issues;
  }

  /** Shows issues (the server's or the rules') on their fields. */
  showIssues(issues: readonly ValidationIssue[], { replace = false } = {}): void {
    const byPath = issuesByPath(issues);
    this.store.setState((state) => ({ issues: replace ? byPath : { ...state.issues, ...byPath } }));
    const first = issues[0];
    if (first) {
      const [head] = fieldPathOf(first.path).slice(1).split('/');
      if (head) this.revealField(head);
    }
  }

  revealField(colCode: string): void {
    this.revealSeq += 1;
    this.store.setState({ reveal: { colCode, seq: this.revealSeq } });
  }

  setSubmitting(submitting: boolean): void {
    this.store.setState({ submitting });
  }
}
