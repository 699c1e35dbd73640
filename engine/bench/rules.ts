// Bench of the field-rule compiler (engine/src/rules): validating a 300-field form value and compiling
// its rules, against hand-written checks of the same fields in the same run (issue counts asserted equal).
import { performance } from 'node:perf_hooks';
import type { FormDefinition, FormField } from '@wharf/schemas';
import { compileFormRules, type FieldRuleContext } from '../src/rules';

const perGroup = 50;
const ports = ['2200', '3100', '5300', '4200', '5100'];

/** A 300-field form: six kinds of field, fifty of each, with the rules a customs form typically carries. */
function benchForm(): FormDefinition {
  const fields: FormField[] = [];
  for (let i = 0; i < perGroup; i += 1) {
    fields.push({ colCode: `email${i}`, title: `Email ${i}`, type: 'input', required: 'Y', rules: [{ pattern: 'email' }, { max: 50 }] });
    fields.push({ colCode: `phone${i}`, title: `Phone ${i}`, type: 'input', rules: [{ pattern: 'phone' }] });
    fields.push({ colCode: `entry${i}`, title: `Entry ${i}`, type: 'input', required: 'Y', rules: [{ pattern: '^\\d{18}$' }, { pattern: 'maxBytes20' }] });
    fields.push({ colCode: `amount${i}`, title: `Amount ${i}`, type: 'number', required: 'Y', options: { precision: 2, min: 0, max: 1e9 }, rules: [{ max: 12 }] });
    fields.push({ colCode: `port${i}`, title: `Port ${i}`, type: 'select', required: 'Y', rules: [{ dictCode: 'customs_port' }] });
    fields.push({ colCode: `date${i}`, title: `Date ${i}`, type: 'date', rules: [{ pattern: 'date' }] });
  }
  return { schemaVersion: 2, formCode: 'bench_form', formName: 'Bench', fields };
}

function benchValues(isValid: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < perGroup; i += 1) {
    values[`email${i}`] = isValid ? `broker${i}@acme-customs.com` : `broker${i}`;
    values[`phone${i}`] = isValid ? `1380013${String(i).padStart(4, '0')}` : '12345';
    values[`entry${i}`] = isValid ? `22002026${String(i).padStart(10, '0')}` : 'E-1';
    values[`amount${i}`] = isValid ? 1234.5 + i : 12.345;
    values[`port${i}`] = isValid ? ports[i % ports.length] : 'XXXX';
    values[`date${i}`] = isValid ? '2026-11-22' : '2026-02-30';
  }
  return values;
}

const dictionary = new Map([['customs_port', ports]]);
const context: FieldRuleContext = { lang: 'en_US', dictionaryValues: (code) => dictionary.get(code) };

// The hand-written equivalent: the same checks, written out per group of fields as a developer would
// without a rule compiler (regexes hoisted, messages concatenated, same first-failure-per-field order).
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PHONE = /^1[3-9]\d{9}$/;
const ENTRY = /^\d{18}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const portSet = new Set(ports);
const encoder = new TextEncoder();
function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const days = mo === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(mo) ? 30 : 31;
  return mo >= 1 && mo <= 12 && d >= 1 && d <= days;
}
function handWritten(values: Record<string, unknown>): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  for (let i = 0; i < perGroup; i += 1) {
    const email = values[`email${i}`];
    if (empty(email)) issues.push({ path: `/email${i}`, message: `Email ${i} cannot be empty` });
    else if (!EMAIL.test(String(email))) issues.push({ path: `/email${i}`, message: 'Please enter a valid email address' });
    else if (String(email).length > 50) issues.push({ path: `/email${i}`, message: `Email ${i} may have at most 50 characters` });
    const phone = values[`phone${i}`];
    if (!empty(phone) && !PHONE.test(String(phone))) issues.push({ path: `/phone${i}`, message: 'Please enter a valid mobile number' });
    const entry = values[`entry${i}`];
    if (empty(entry)) issues.push({ path: `/entry${i}`, message: `Entry ${i} cannot be empty` });
    else if (!ENTRY.test(String(entry))) issues.push({ path: `/entry${i}`, message: `Entry ${i} has a wrong format` });
    else if (encoder.encode(String(entry)).length > 20) issues.push({ path: `/entry${i}`, message: `Entry ${i} may not exceed 20 bytes` });
    const amount = values[`amount${i}`];
    const text = String(amount);
    const n = typeof amount === 'number' ? amount : Number(amount);
    if (empty(amount)) issues.push({ path: `/amount${i}`, message: `Amount ${i} cannot be empty` });
    else if (!Number.isFinite(n)) issues.push({ path: `/amount${i}`, message: `Amount ${i} must be a number` });
    else if (n < 0) issues.push({ path: `/amount${i}`, message: `Amount ${i} must not be less than 0` });
    else if (n > 1e9) issues.push({ path: `/amount${i}`, message: `Amount ${i} must not be greater than 1000000000` });
    else if ((text.split('.')[1]?.length ?? 0) > 2) issues.push({ path: `/amount${i}`, message: `Amount ${i} allows at most 2 decimal places` });
    else if (text.length > 15) issues.push({ path: `/amount${i}`, message: `Amount ${i} may have at most 15 characters` });
    const port = values[`port${i}`];
    if (empty(port)) issues.push({ path: `/port${i}`, message: `Port ${i} cannot be empty` });
    else if (!portSet.has(String(port))) issues.push({ path: `/port${i}`, message: `Port ${i} is not in the dictionary customs_port` });
    const date = values[`date${i}`];
    if (!empty(date) && !isDate(String(date))) issues.push({ path: `/date${i}`, message: 'Please enter a valid date (yyyy-MM-dd)' });
  }
  return issues;
}

/** Times ours and the baseline in alternating batches (so noise hits both), per call, in µs. */
async function compare(ours: () => unknown, baseline: () => unknown, samples: number, batch: number): Promise<{ ours: number[]; baseline: number[] }> {
  for (let i = 0; i < 200; i += 1) {
    await ours();
    await baseline();
  }
  const times = { ours: [] as number[], baseline: [] as number[] };
  for (let s = 0; s < samples; s += 1) {
    for (const [fn, list] of [[ours, times.ours], [baseline, times.baseline]] as const) {
      const start = performance.now();
      for (let i = 0; i < batch; i += 1) await fn();
      list.push(((performance.now() - start) * 1000) / batch);
    }
  }
  return times;
}

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const round3 = (value: number) => Number(value.toPrecision(3));
const result = (name: string, ours: number[], baseline: number[], note: string) => {
  const value = round3(p50(ours));
  const base = round3(p50(baseline));
  return { name, unit: 'µs' as const, value, baseline: base, ratio: round3(value / base), note };
};

export const rulesSuite = {
  suite: 'rules',
  description:
    'compileFormRules on a 300-field customs form (50 each: email+max, phone, 18-digit entry+20-byte limit, number with precision/interval/max, dictionary select, date) and validate() of one record, per call in µs; baseline: the same checks hand-written per field group, in the same run, issue counts asserted equal.',
  async run() {
    const form = benchForm();
    const rules = compileFormRules(form);
    const valid = benchValues(true);
    const invalid = benchValues(false);
    for (const [values, expected] of [[valid, 0], [invalid, 6 * perGroup]] as const) {
      const ours = await rules.validate(values, context);
      const theirs = handWritten(values);
      if (ours.length !== theirs.length || ours.length !== expected) throw new Error(`issue counts differ: ours ${ours.length}, hand-written ${theirs.length}, expected ${expected}`);
    }
    const validTimes = await compare(() => rules.validate(valid, context), () => handWritten(valid), 200, 20);
    const invalidTimes = await compare(() => rules.validate(invalid, context), () => handWritten(invalid), 200, 20);
    // Compiling has no hand-written counterpart beyond building the same regexes and sets at load time.
    const compileTimes = await compare(() => compileFormRules(form), () => [new RegExp(EMAIL.source), new RegExp(PHONE.source), new RegExp(ENTRY.source), new Set(ports)], 200, 20);
    const coldTimes = await compare(() => compileFormRules(form).validate(valid, context), () => handWritten(valid), 200, 10);
    return [
      result('validate 300-field valid record p50', validTimes.ours, validTimes.baseline, 'baseline: hand-written checks of the same fields'),
      result('validate 300-field invalid record p50', invalidTimes.ours, invalidTimes.baseline, 'every field fails one rule; messages translated; baseline: hand-written checks'),
      result('compile 300-field form rules p50', compileTimes.ours, compileTimes.baseline, 'baseline: building the hand-written version’s regexes and dictionary set'),
      result('compile + validate once p50', coldTimes.ours, coldTimes.baseline, 'cold path (e.g. a one-off import row); baseline: hand-written checks'),
    ];
  },
};
