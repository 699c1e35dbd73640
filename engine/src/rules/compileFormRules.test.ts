import type { FormDefinition, FormField, FormFieldRule } from '@wharf/schemas';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { compileFormRules } from './compileFormRules';
import type { FieldRuleContext } from './types';

function form(fields: FormField[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return { schemaVersion: 2, formCode: 'f', formName: 'F', objectName: 'dec_head', fields, ...extra };
}

/** Issues of one field for one value, as "code: message" in English. */
async function check(field: Partial<FormField>, value: unknown, context: FieldRuleContext = {}, values: Record<string, unknown> = {}): Promise<string[]> {
  const full = { colCode: 'x', title: 'Entry no', type: 'input', ...field } as FormField;
  const issues = await compileFormRules(form([full])).validate({ ...values, x: value }, { lang: 'en_US', ...context });
  return issues.map((i) => `${i.code}: ${i.message}`);
}

describe('required (spec §5)', () => {
  it.each([
    ['input', undefined, true],
    ['input', null, true],
    ['input', '', true],
    ['input', '   ', true],
    ['textarea', '\t\n', true],
    ['input', ' a ', false],
    ['select', [], true],
    ['select', ['a'], false],
    ['number', 0, false],
    ['switch', false, false],
  ] as const)('%s with %j is empty=%s', async (type, value, isEmpty) => {
    const issues = await check({ type, required: 'Y' }, value);
    expect(issues.includes('validation/field-required: Entry no cannot be empty')).toBe(isEmpty);
  });

  it('says the title plus "cannot be empty" in every language', async () => {
    const rules = compileFormRules(form([{ colCode: 'x', title: '报关单号', type: 'input', required: 'Y' }]));
    expect((await rules.validate({}, { lang: 'zh_CN' }))[0]).toEqual({ path: '/x', code: 'validation/field-required', message: '报关单号不能为空' });
    expect((await rules.validate({}, { lang: 'zh_TW' }))[0]!.message).toBe('报关单号不能為空');
    expect((await rules.validate({}))[0]!.message).toBe('报关单号不能为空');
  });

  it('an empty optional value skips every other rule', async () => {
    expect(await check({ rules: [{ pattern: 'email' }, { min: 3 }] }, '')).toEqual([]);
  });
});

describe('pattern rules', () => {
  it.each([
    [{ pattern: 'email' }, 'a@b.cn', []],
    [{ pattern: 'email' }, 'nope', ['validation/field-preset-email: Please enter a valid email address']],
    [{ pattern: 'email', message: 'Mail please' }, 'nope', ['validation/field-rule: Mail please']],
    [{ pattern: '^E\\d{3}$' }, 'E123', []],
    [{ pattern: '^E\\d{3}$' }, 'E12', ['validation/field-pattern: Entry no has a wrong format']],
    [{ pattern: 'maxBytes20' }, '报关单报关单报', ['validation/field-max-bytes: Entry no may not exceed 20 bytes']],
    [{ comPattern: { patterns: ['lettersOrUnderscore', '^.{0,4}$'] } }, 'ab_c', []],
    [{ comPattern: { patterns: ['lettersOrUnderscore', '^.{0,4}$'] } }, 'ab_cd', ['validation/field-pattern: Entry no has a wrong format']],
    [{ comPattern: { patterns: ['email', 'phone'], matchType: 'or' } }, '13800138000', []],
    [{ comPattern: { patterns: ['email', 'phone'], matchType: 'or' } }, 'x', ['validation/field-preset-email: Please enter a valid email address']],
    [{ pattern: '([' }, 'x', ['validation/invalid-regex: Invalid regular expression: ([']],
  ] as const)('%j on %j', async (rule, value, expected) => {
    expect(await check({ rules: [rule as FormFieldRule] }, value)).toEqual(expected);
  });

  it('tests numbers and lists as text', async () => {
    expect(await check({ type: 'number', rules: [{ pattern: '^\\d{3}$' }] }, 123)).toEqual([]);
    expect(await check({ type: 'checkbox', rules: [{ pattern: '^a,b$' }] }, ['a', 'b'])).toEqual([]);
  });
});

describe('length, precision and interval', () => {
  it.each([
    [{ type: 'input', rules: [{ max: 3 }] }, 'abcd', ['validation/field-max-length: Entry no may have at most 3 characters']],
    [{ type: 'input', rules: [{ max: 3 }] }, '报关单', []],
    [{ type: 'input', rules: [{ min: 2, message: 'Too short' }] }, 'a', ['validation/field-rule: Too short']],
    // Spec §5: number with max and precision N — max raised by 1 plus precision, the max rule's message cleared.
    [{ type: 'number', options: { precision: 2 }, rules: [{ max: 5, message: 'gone' }] }, '12345.67', []],
    [{ type: 'number', options: { precision: 2 }, rules: [{ max: 5, message: 'gone' }] }, '123456.78', ['validation/field-max-length: Entry no may have at most 8 characters']],
    [{ type: 'number', rules: [{ max: 5 }] }, 123456, ['validation/field-max-length: Entry no may have at most 5 characters']],
    [{ type: 'number', options: { precision: 2 } }, '1.234', ['validation/field-precision: Entry no allows at most 2 decimal places']],
    [{ type: 'number', options: { precision: 2 } }, 1.5, []],
    [{ type: 'input', rules: [{ precision: 1 }] }, '2.25', ['validation/field-precision: Entry no allows at most 1 decimal places']],
    [{ type: 'number', options: { min: 0, max: 100 } }, 101, ['validation/field-maximum: Entry no must not be greater than 100']],
    [{ type: 'number', options: { min: 0, max: 100 } }, '-1', ['validation/field-minimum: Entry no must not be less than 0']],
    [{ type: 'number', options: { min: 0, max: 100 } }, 100, []],
    [{ type: 'number' }, 'twelve', ['validation/field-not-number: Entry no must be a number']],
    [{ type: 'input', options: { maxLength: 2 } }, 'abc', ['validation/field-max-length: Entry no may have at most 2 characters']],
  ] as const)('%j with %j', async (field, value, expected) => {
    expect(await check(field as Partial<FormField>, value)).toEqual(expected);
  });
});

describe('firstNoCheck', () => {
  it('skips the rule on the first check only', async () => {
    const field = { rules: [{ pattern: 'email', firstNoCheck: true }] };
    expect(await check(field, 'x', { isFirstCheck: true })).toEqual([]);
    expect(await check(field, 'x', { isFirstCheck: false })).toHaveLength(1);
  });
});

describe('dictionary membership', () => {
  const dictionaryValues = (code: string) => (code === 'port' ? ['CNSHA', 'CNNGB'] : undefined);
  it.each([
    ['CNSHA', []],
    ['USLAX', ['validation/field-dictionary: Entry no is not in the dictionary port']],
    [['CNSHA', 'CNNGB'], []],
    [['CNSHA', 'X'], ['validation/field-dictionary: Entry no is not in the dictionary port']],
  ] as const)('%j', async (value, expected) => {
    expect(await check({ rules: [{ dictCode: 'port' }] }, value, { dictionaryValues })).toEqual(expected);
  });
  it('pCode rules ask the pcode tables', async () => {
    const pCodeValues = (code: string) => (code === 'country' ? ['CHN', 'THA'] : undefined);
    expect(await check({ rules: [{ pCode: 'country' }] }, 'THA', { pCodeValues })).toEqual([]);
    expect(await check({ rules: [{ pCode: 'country' }] }, 'XXX', { pCodeValues })).toEqual(['validation/field-dictionary: Entry no is not in the dictionary country']);
    expect(await check({ rules: [{ pCode: 'country' }] }, 'XXX', { dictionaryValues })).toEqual([]);
  });

  it('an unknown dictionary or no lookup passes (the definition check reports the reference)', async () => {
    expect(await check({ rules: [{ dictCode: 'nope' }] }, 'x', { dictionaryValues })).toEqual([]);
    expect(await check({ rules: [{ dictCode: 'port' }] }, 'x')).toEqual([]);
  });
});

describe('uniqueness through the supplied checker', () => {
  it('asks for pk with table, field, value and data id', async () => {
    const checkUnique = vi.fn(async () => ({ isUnique: false }));
    expect(await check({ rules: [{ pk: true }] }, 'E1', { checkUnique, dataId: '42' })).toEqual(['validation/field-unique: Entry no already exists']);
    expect(checkUnique).toHaveBeenCalledWith({ tableName: 'dec_head', fields: [{ colCode: 'x', value: 'E1' }], dataId: '42' });
  });

  it('unionCheck sends the partner values and names them by title', async () => {
    const checkUnique = vi.fn(async () => ({ isUnique: false }));
    const rules = compileFormRules(form([
      { colCode: 'x', title: 'Entry no', type: 'input', rules: [{ unionCheck: ['port'] }] },
      { colCode: 'port', title: 'Port', type: 'input' },
    ]));
    const issues = await rules.validate({ x: 'E1', port: 'CNSHA' }, { checkUnique, lang: 'en_US' });
    expect(issues).toEqual([{ path: '/x', code: 'validation/field-union-unique', message: 'This combination of Entry no + Port already exists' }]);
    expect(checkUnique).toHaveBeenCalledWith({ tableName: 'dec_head', fields: [{ colCode: 'x', value: 'E1' }, { colCode: 'port', value: 'CNSHA' }] });
  });

  it("shows the server's failure message", async () => {
    expect(await check({ rules: [{ unique: true }] }, 'E1', { checkUnique: async () => ({ isUnique: false, message: 'Taken by 2025-001' }) })).toEqual(['validation/field-rule: Taken by 2025-001']);
  });

  it('does not ask when the value is empty or already invalid', async () => {
    const checkUnique = vi.fn(async () => ({ isUnique: true }));
    await check({ rules: [{ pk: true }] }, '', { checkUnique });
    await check({ rules: [{ pk: true }, { pattern: 'email' }] }, 'bad', { checkUnique });
    expect(checkUnique).not.toHaveBeenCalled();
  });
});

describe('custom script rules through the sandbox port', () => {
  const sandbox = (result: unknown) => ({ run: vi.fn(async () => result) });
  it.each([
    [true, []],
    [undefined, []],
    [false, ['validation/field-script: Entry no did not pass its check']],
    ['Must start with E', ['validation/field-rule: Must start with E']],
  ] as const)('script result %j', async (result, expected) => {
    expect(await check({ rules: [{ script: 'return value.startsWith("E")' }] }, 'X1', { sandbox: sandbox(result) })).toEqual(expected);
  });

  it('hands the script JSON input and reports a failing run', async () => {
    const port = sandbox(true);
    await check({ rules: [{ script: 's' }] }, 'v', { sandbox: port }, { other: 1 });
    expect(port.run).toHaveBeenCalledWith('s', { value: 'v', values: { other: 1, x: 'v' }, colCode: 'x' });
    const failing = { run: async () => Promise.reject(new Error('timeout')) };
    expect(await check({ rules: [{ script: 's' }] }, 'v', { sandbox: failing })).toEqual(['validation/field-script-error: The check script of Entry no failed']);
  });

  it('passes on a full sandbox queue instead of blaming the script', async () => {
    const busy = Object.assign(new Error('busy'), { code: 'sandbox/queue-full' });
    const full = { run: async () => Promise.reject(busy) };
    await expect(check({ rules: [{ script: 's' }] }, 'v', { sandbox: full })).rejects.toBe(busy);
  });
});

describe('hidden fields and linkage', () => {
  it('does not check a hidden field, nor one whose showCondition is not met', async () => {
    const rules = compileFormRules(form([
      { colCode: 'ieFlag', title: 'I/E', type: 'radio' },
      { colCode: 'licence', title: 'Licence', type: 'input', required: 'Y', showCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'I' }] } },
      { colCode: 'secret', title: 'Secret', type: 'input', required: 'Y', hidden: 'Y' },
    ]));
    expect(await rules.validate({ ieFlag: 'E' })).toEqual([]);
    expect((await rules.validate({ ieFlag: 'I' }, { lang: 'en_US' })).map((i) => i.message)).toEqual(['Licence cannot be empty']);
    expect(rules.checkedFields).toEqual(['ieFlag', 'licence']);
  });
});

describe('sub-tables', () => {
  it('checks each row at /<table>/<row>/<field>', async () => {
    const rules = compileFormRules(form([], { subTables: [{ tableName: 'dec_list', title: 'Goods', fields: [{ colCode: 'gName', title: 'Goods name', type: 'input', required: 'Y' }] }] }));
    const issues = await rules.validate({ dec_list: [{ gName: 'Tea' }, { gName: ' ' }] }, { lang: 'en_US' });
    expect(issues).toEqual([{ path: '/dec_list/1/gName', code: 'validation/field-required', message: 'Goods name cannot be empty' }]);
  });
});

describe('properties', () => {
  const rules = compileFormRules(form([
    { colCode: 'a', title: 'A', type: 'input', required: 'Y', rules: [{ pattern: 'email' }, { max: 10 }] },
    { colCode: 'n', title: 'N', type: 'number', options: { precision: 2, min: 0 }, rules: [{ max: 6 }] },
  ]));

  it('never rejects and only reports declared fields, whatever the record', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('a', 'n', 'z'), fc.jsonValue()), async (values) => {
        const issues = await rules.validate(values as Record<string, unknown>);
        for (const issue of issues) expect(['/a', '/n']).toContain(issue.path);
      }),
    );
  });

  it('required text: whitespace-only always fails, anything with a visible character never fails required', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const issues = await compileFormRules(form([{ colCode: 'a', title: 'A', type: 'input', required: 'Y' }])).validate({ a: text });
        expect(issues.length === 1).toBe(text.trim() === '');
      }),
    );
  });
});
