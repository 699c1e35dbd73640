import type { FormDefinition, FormField } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { applyComputedFields, compileComputedFields } from './computedFields';

const num = (colCode: string, extra: Partial<FormField> = {}): FormField => ({ colCode, title: colCode, type: 'number', ...extra });
const form = (fields: FormField[], subFields?: FormField[]): FormDefinition => ({
  schemaVersion: 2,
  formCode: 'f',
  formName: 'F',
  fields,
  ...(subFields ? { subTables: [{ tableName: 'goods', title: 'Goods', fields: subFields }] } : {}),
});

describe('applyComputedFields', () => {
  it('computes in dependency order whatever the field order', () => {
    const def = form([num('total', { computed: 'net + tax' }), num('tax', { computed: 'net * 0.1', options: { precision: 2 } }), num('net')]);
    expect(compileComputedFields(def).order).toEqual(['tax', 'total']);
    const { value, issues } = applyComputedFields(def, { net: 123.456 });
    expect(issues).toEqual([]);
    expect(value).toEqual({ net: 123.456, tax: 12.35, total: 135.806 });
  });

  it('computes each sub-table row, reading master fields the rows lack', () => {
    const def = form([num('rate')], [num('qty'), num('price'), num('total', { computed: 'qty * price * rate', options: { precision: 2 } })]);
    const { value, issues } = applyComputedFields(def, { rate: 2, goods: [{ qty: 3, price: 1.005 }, { qty: null, price: 2 }] });
    expect(issues).toEqual([]);
    expect(value.goods).toEqual([{ qty: 3, price: 1.005, total: 6.03 }, { qty: null, price: 2 }]);
  });

  it('returns the very same objects when nothing changes', () => {
    const def = form([num('a'), num('b', { computed: 'a * 2' })], [num('qty'), num('double', { computed: 'qty * 2' })]);
    const values = { a: 2, b: 4, goods: [{ qty: 1, double: 2 }] };
    expect(applyComputedFields(def, values).value).toBe(values);
  });

  it('reports an evaluation failure at the field and leaves it empty', () => {
    const def = form([num('a'), num('b'), num('ratio', { computed: 'a / b' })], [num('qty'), num('each', { computed: '10 / qty' })]);
    const { value, issues } = applyComputedFields(def, { a: 1, b: 0, ratio: 5, goods: [{ qty: 0 }] }, 'en_US');
    expect(value.ratio).toBeNull();
    expect(issues.map((i) => `${i.path} ${i.code} ${i.message}`)).toEqual(['/ratio expressions/division-by-zero Division by zero', '/goods/0/each expressions/division-by-zero Division by zero']);
  });

  it('reports cycles and unparsable expressions instead of evaluating them', () => {
    const def = form([num('a', { computed: 'b + 1' }), num('b', { computed: 'a + 1' }), num('c', { computed: 'c + 1' }), num('d', { computed: '1 +' }), num('e', { computed: '2 * 3' })]);
    const plan = compileComputedFields(def, 'en_US');
    expect(plan.order).toEqual(['e']);
    expect(plan.problems.map((p) => `${p.path} ${p.code}`)).toEqual(['/d expressions/unexpected-token', '/a forms/computed-cycle', '/b forms/computed-cycle', '/c forms/computed-cycle']);
    expect(plan.problems[1]!.message).toBe('Computed field a depends on itself through: a, b, c');
    const { value } = applyComputedFields(def, { a: 7 });
    expect(value).toEqual({ a: 7, e: 6 });
  });

  it('names the inputs of the computed fields, so other changes need no recomputation', () => {
    const plan = compileComputedFields(form([num('a'), num('b', { computed: 'round(a * 2, 1)' }), num('c')], [num('qty'), num('price'), num('t', { computed: 'qty * price' })]));
    expect([...plan.inputs]).toEqual(['a']);
    expect([...plan.subTables.goods!.inputs].sort()).toEqual(['price', 'qty']);
  });

  it('never reaches the prototype chain through a field name', () => {
    const def = form([{ colCode: 'x', title: 'x', type: 'input', computed: 'concat(constructor, "!")' }]);
    expect(applyComputedFields(def, {}).value.x).toBe('!');
  });
});
