import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { linkageFields, resolveFieldState, resolveFieldStates, resolveRowFieldStates } from './fieldStates';

const when = (field: string, operator: 'equal' | 'greater', value: string | number) => ({ kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field, operator, value }] });
const field = (extra: Partial<FormField>): FormField => ({ colCode: 'x', title: 'X', type: 'input', ...extra });

describe('resolveFieldState', () => {
  it('reads the plain flags', () => {
    expect(resolveFieldState(field({}), {})).toEqual({ visible: true, required: false, disabled: false });
    expect(resolveFieldState(field({ required: 'Y', disabled: 'Y' }), {})).toEqual({ visible: true, required: true, disabled: true });
    expect(resolveFieldState(field({ hidden: 'Y', required: 'Y' }), {})).toEqual({ visible: false, required: false, disabled: false });
  });

  it('shows, requires and disables by condition', () => {
    const linked = field({ showCondition: when('kind', 'equal', 'B'), requiredCondition: when('amount', 'greater', 100), disabledCondition: when('status', 'equal', 'closed') });
    expect(resolveFieldState(linked, { kind: 'A', amount: 500 })).toEqual({ visible: false, required: false, disabled: false });
    expect(resolveFieldState(linked, { kind: 'B', amount: 50 })).toEqual({ visible: true, required: false, disabled: false });
    expect(resolveFieldState(linked, { kind: 'B', amount: 500, status: 'closed' })).toEqual({ visible: true, required: true, disabled: true });
  });

  it('treats a computed field as read-only', () => {
    expect(resolveFieldState(field({ computed: 'a + b' }), {}).disabled).toBe(true);
  });

  it('names the fields its conditions read, once each', () => {
    expect(linkageFields(field({ showCondition: when('kind', 'equal', 'B'), requiredCondition: when('applicant.orgCode', 'equal', 'x'), disabledCondition: when('kind', 'equal', 'C') })).sort()).toEqual(['applicant', 'kind']);
  });
});

describe('resolveFieldStates and rows', () => {
  const form: FormDefinition = {
    schemaVersion: 2,
    formCode: 'f',
    formName: 'F',
    fields: [field({ colCode: 'a' }), field({ colCode: 'b', showCondition: when('a', 'equal', 'on') })],
    subTables: [{ tableName: 'goods', title: 'Goods', fields: [field({ colCode: 'qty' }), field({ colCode: 'origin', requiredCondition: when('a', 'equal', 'on'), disabledCondition: when('qty', 'greater', 10) })] }],
  };

  it('gives every main field a state', () => {
    expect(resolveFieldStates(form, { a: 'on' })).toEqual({ a: { visible: true, required: false, disabled: false }, b: { visible: true, required: false, disabled: false } });
    expect(resolveFieldStates(form, {}).b!.visible).toBe(false);
  });

  it('evaluates row conditions on the row, and on the master for names the sub-table lacks', () => {
    const sub = form.subTables![0]!;
    expect(resolveRowFieldStates(sub, { qty: 20 }, { a: 'on' }).origin).toEqual({ visible: true, required: true, disabled: true });
    expect(resolveRowFieldStates(sub, { qty: 1 }, { a: 'off' }).origin).toEqual({ visible: true, required: false, disabled: false });
  });
});
