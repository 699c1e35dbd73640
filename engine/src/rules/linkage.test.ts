import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { compileFormRules } from './compileFormRules';

const when = (field: string, value: string) => ({ kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field, operator: 'equal' as const, value }] });
const input = (colCode: string, extra: Partial<FormField> = {}): FormField => ({ colCode, title: colCode.toUpperCase(), type: 'input', ...extra });

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'f',
  formName: 'F',
  objectName: 'head',
  fields: [
    input('mode'),
    input('licence', { requiredCondition: when('mode', 'import') }),
    input('permit', { showCondition: when('mode', 'export'), requiredCondition: when('mode', 'import') }),
    input('secret', { hidden: 'Y', requiredCondition: when('mode', 'import') }),
  ],
  subTables: [{ tableName: 'goods', title: 'Goods', fields: [input('kind'), input('origin', { requiredCondition: when('mode', 'import') }), input('dangerNo', { showCondition: when('kind', 'danger'), required: 'Y' })] }],
};

const paths = async (values: Record<string, unknown>) => (await compileFormRules(form).validate(values, { lang: 'en_US' })).map((i) => `${i.path} ${i.message}`);

describe('linkage in the compiled rules', () => {
  it('requires a field only while its requiredCondition holds', async () => {
    expect(await paths({ mode: 'export' })).toEqual([]);
    expect(await paths({ mode: 'import' })).toEqual(['/licence LICENCE cannot be empty']);
    expect(await paths({ mode: 'import', licence: 'L1' })).toEqual([]);
  });

  it('never checks a hidden or not-shown field, whatever its requiredCondition', async () => {
    expect(await paths({ mode: 'import', licence: 'x' })).not.toContain('/permit PERMIT cannot be empty');
    expect(await paths({ mode: 'import', licence: 'x' })).not.toContain('/secret SECRET cannot be empty');
  });

  it('evaluates row conditions on the row and on the master fields the rows lack', async () => {
    expect(await paths({ mode: 'import', licence: 'x', goods: [{ kind: 'plain', origin: 'CN' }, { kind: 'danger' }] })).toEqual(['/goods/1/origin ORIGIN cannot be empty', '/goods/1/dangerNo DANGERNO cannot be empty']);
    expect(await paths({ mode: 'export', goods: [{ kind: 'plain' }] })).toEqual([]);
  });
});
