import { compileFormRules, validateDefinition, type UniquenessRequest } from '@wharf/engine';
import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { copyFormDefinition, formFromTemplate } from './copyFormDefinition';
import { describeChanges } from './describeChanges';
import { designCheck } from './designCheck';
import { fieldCodeProblem, nextCode } from './fieldCodes';
import { applyFieldValues, applyFormSettings, fieldPropertyForm, fieldToValues, formSettingsForm, formToSettings, subTableSettingsForm } from './propertyForms';
import { regexProblem, ruleKindOf, ruleKinds, ruleOfKind } from './ruleKinds';

const t = (key: string) => key;
const lists = { dictionaries: [{ code: 'trade_mode', name: 'Trade mode' }], sqlConfigs: [{ code: 'ports', name: 'Ports' }], httpConfigs: [], tables: [{ code: 'dec_head', name: 'Head' }] };
const form = (fields: FormField[]): FormDefinition => ({ schemaVersion: 2, formCode: 'f', formName: 'F', objectName: 'dec_head', fields });

describe('rule kinds', () => {
  it('makes every kind of spec §5 as a rule the schema and compileFormRules accept, and tells it back', () => {
    const defaults = { otherFields: ['other'], dictCodes: ['trade_mode'] };
    for (const kind of ruleKinds) {
      const rule = kind === 'pCode' ? { pCode: 'country' } : kind === 'checkRule' ? { checkRuleCode: 'box_no' } : ruleOfKind(kind, defaults, { message: 'Bad', firstNoCheck: true });
      expect(ruleKindOf(rule)).toBe(kind);
      const definition = form([{ colCode: 'code', title: 'Code', type: 'input', rules: [rule] }, { colCode: 'other', title: 'Other', type: 'input' }]);
      expect(validateDefinition('form', definition)).toEqual([]);
      expect(compileFormRules(definition).checkedFields).toContain('code');
    }
  });

  it('compiles the edited rules into checks that really reject and accept', async () => {
    const asked: UniquenessRequest[] = [];
    const definition = form([
      {
        colCode: 'code',
        title: 'Code',
        type: 'input',
        required: 'Y',
        rules: [{ pattern: 'startsWithLetterMax18' }, { max: 6 }, { comPattern: { patterns: ['^[a-z]+$', 'lettersOrUnderscore'], matchType: 'and' }, message: 'lower case only' }, { unionCheck: ['qty'] }],
      },
      { colCode: 'qty', title: 'Qty', type: 'number', options: { precision: 2, min: 0, max: 100 }, rules: [{ precision: 1 }] },
    ]);
    const rules = compileFormRules(definition);
    const checkUnique = async (request: UniquenessRequest) => {
      asked.push(request);
      return { isUnique: request.fields[0]?.value !== 'taken' };
    };
    expect(await rules.validate({ code: '', qty: 1 })).toMatchObject([{ path: '/code' }]);
    expect((await rules.validate({ code: '9abc', qty: 1 }))[0]?.path).toBe('/code');
    expect((await rules.validate({ code: 'abcdefgh', qty: 1 }))[0]?.path).toBe('/code');
    expect(await rules.validate({ code: 'ABC', qty: 1 })).toMatchObject([{ path: '/code', message: 'lower case only' }]);
    expect(await rules.validate({ code: 'abc', qty: 1.25 })).toMatchObject([{ path: '/qty' }]);
    expect(await rules.validate({ code: 'abc', qty: 101 })).toMatchObject([{ path: '/qty' }]);
    expect(await rules.validate({ code: 'abc', qty: 1.5 }, { checkUnique })).toEqual([]);
    expect(await rules.validate({ code: 'taken', qty: 1.5 }, { checkUnique })).toMatchObject([{ path: '/code' }]);
    expect(asked[0]).toMatchObject({ tableName: 'dec_head', fields: [{ colCode: 'code', value: 'abc' }, { colCode: 'qty', value: 1.5 }] });
  });

  it('reports a custom expression that does not compile, not a preset name', () => {
    expect(regexProblem('email')).toBeUndefined();
    expect(regexProblem('^[0-9]{3}$')).toBeUndefined();
    expect(regexProblem('([a-z')).toBeDefined();
    expect(regexProblem('')).toBe('empty');
  });
});

describe('field codes (spec §5)', () => {
  it('checks the colCode rules and generates free codes', () => {
    expect(fieldCodeProblem('custName', [])).toBeUndefined();
    expect(fieldCodeProblem('_temp_note', [])).toBeUndefined();
    expect(fieldCodeProblem('', [])).toBe('required');
    expect(fieldCodeProblem('名称', [])).toBe('chinese');
    expect(fieldCodeProblem('1abc', [])).toBe('format');
    expect(fieldCodeProblem('a234567890123456789', [])).toBe('format');
    expect(fieldCodeProblem('warnStatus', [])).toBe('reserved');
    expect(fieldCodeProblem('tenant_id', [])).toBe('reserved');
    expect(fieldCodeProblem('Name', ['name'])).toBe('duplicate');
    expect(nextCode('input', ['input_1', 'input_2'])).toBe('input_3');
    expect(nextCode('radioButtonVeryLong', [])).toHaveLength(18);
  });
});

describe('property panels as form definitions', () => {
  it('are valid form definitions themselves', () => {
    expect(validateDefinition('form', fieldPropertyForm(t, lists))).toEqual([]);
    expect(validateDefinition('form', formSettingsForm(t, lists))).toEqual([]);
    expect(validateDefinition('form', subTableSettingsForm(t, []))).toEqual([]);
  });

  it('edit a form\'s custom page addresses (spec §3 pcUrl, mobileUrl), dropping cleared ones', () => {
    const blank = form([]);
    const values = { ...formToSettings(blank), pcUrl: ' /custom/print ', mobileUrl: 'https://m.example.com/print' };
    const edited = applyFormSettings(blank, values);
    expect(edited).toMatchObject({ pcUrl: '/custom/print', mobileUrl: 'https://m.example.com/print' });
    expect(formToSettings(edited)).toMatchObject({ pcUrl: '/custom/print', mobileUrl: 'https://m.example.com/print' });
    expect(validateDefinition('form', edited)).toEqual([]);
    const cleared = applyFormSettings(edited, { ...formToSettings(edited), pcUrl: '', mobileUrl: undefined });
    expect(cleared).not.toHaveProperty('pcUrl');
    expect(cleared).not.toHaveProperty('mobileUrl');
    expect(validateDefinition('form', applyFormSettings(blank, { ...values, pcUrl: 'javascript:alert(1)' })).map((issue) => issue.code)).toEqual(['form/page-address']);
  });

  it('round-trip a field and apply edits to a schema-valid field', () => {
    const field: FormField = { colCode: 'trade', title: 'Trade mode', type: 'select', required: 'Y', showConfig: { dictOption: { dictCode: 'trade_mode', showType: 'radio' } }, style: { color: '#333' }, rules: [{ dictCode: 'trade_mode' }] };
    const values = fieldToValues(field);
    expect(values).toMatchObject({ sourceKind: 'dict', dictCode: 'trade_mode', dictShowType: 'radio', required: 'Y', hidden: 'N', color: '#333' });
    expect(applyFieldValues(field, values)).toEqual(field);
    const edited = applyFieldValues(field, { ...values, sourceKind: 'sql', sqlCode: 'ports', required: 'N', fontSize: '14', textAlign: 'right', defaultValue: '{{now}}' });
    expect(edited).toMatchObject({ showConfig: { sqlConfig: { sqlCode: 'ports' } }, style: { color: '#333', fontSize: 14, textAlign: 'right' }, rules: [{ dictCode: 'trade_mode' }] });
    expect(edited.required).toBeUndefined();
    const asNumber = applyFieldValues(edited, { ...fieldToValues(edited), type: 'number', precision: 2, minValue: 0, maxValue: '99.5', defaultValue: '3' });
    expect(asNumber).toMatchObject({ type: 'number', options: { precision: 2, min: 0, max: 99.5 }, defaultValue: 3 });
    expect(asNumber.showConfig).toBeUndefined();
    for (const each of [edited, asNumber]) expect(validateDefinition('form', form([each]))).toEqual([]);
  });
});

describe('versions, copies, templates and the design check', () => {
  const v1 = form([
    { colCode: 'a', title: 'Alpha', type: 'input' },
    { colCode: 'b', title: 'Beta', type: 'input' },
  ]);
  const v2: FormDefinition = { ...v1, formName: 'F2', fields: [{ colCode: 'b', title: 'Bravo', type: 'input', required: 'Y' }] };

  it('describes changes by field code, not by array position', () => {
    const changes = describeChanges(v1, v2);
    expect(changes).toContainEqual(expect.objectContaining({ scope: 'field', op: 'removed', subject: 'Alpha (a)', property: '' }));
    expect(changes).toContainEqual(expect.objectContaining({ scope: 'field', op: 'changed', subject: 'Bravo (b)', property: 'title', from: 'Beta', to: 'Bravo' }));
    expect(changes).toContainEqual(expect.objectContaining({ scope: 'field', op: 'added', property: 'required', to: 'Y' }));
    expect(changes).toContainEqual(expect.objectContaining({ scope: 'form', property: 'formName', from: 'F', to: 'F2' }));
    expect(describeChanges(v1, v1)).toEqual([]);
  });

  it('copies a form under a new code without its version or status', () => {
    const copy = copyFormDefinition({ ...v1, formVersion: 3, formStatus: 'enable', tableStatus: 'synced' }, 'f_copy', 'F copy');
    expect(copy).toEqual({ ...v1, formCode: 'f_copy', formName: 'F copy' });
    expect(copy.fields).not.toBe(v1.fields);
  });

  it('takes fields and layouts from a template but keeps the form identity', () => {
    expect(formFromTemplate(v1, { ...v2, formCode: 'tpl', formName: 'Template', objectName: 'other', formVersion: 9 })).toEqual({ ...v2, formCode: 'f', formName: 'F', objectName: 'dec_head' });
    expect(formFromTemplate(v1, { columns: [] })).toBeUndefined();
  });

  it('adds unparsable computed expressions, cycles and unknown linkage fields to the engine issues', () => {
    const bad = form([
      { colCode: 'x', title: 'X', type: 'number', computed: 'y +' },
      { colCode: 'y', title: 'Y', type: 'number', computed: 'z * 2' },
      { colCode: 'z', title: 'Z', type: 'number', computed: 'y + 1', requiredCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ghost', operator: 'equal', value: 1 }] } },
    ]);
    const issues = designCheck(bad, 'en_US', (code) => `unknown ${code}`);
    expect(issues.map((issue) => issue.message)).toContain('unknown ghost');
    expect(issues.length).toBeGreaterThanOrEqual(3);
    expect(designCheck(v1, 'en_US', (code) => code)).toEqual([]);
  });
});
