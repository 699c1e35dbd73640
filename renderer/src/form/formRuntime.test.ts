import { describe, expect, it, vi } from 'vitest';
import { FormRuntime } from './formRuntime';
import { field, formOf, stubServices, when } from './testSupport';

const definition = formOf(
  [
    field('kind', 'input'),
    field('licence', 'input', { showCondition: when('kind', 'equal', 'I') }),
    field('rate', 'number'),
    field('note', 'input'),
    field('net', 'number'),
    field('tax', 'number', { computed: 'net * 0.1', options: { precision: 2 } }),
  ],
  { subTables: [{ tableName: 'goods', title: 'Goods', fields: [field('qty', 'number'), field('total', 'number', { computed: 'qty * rate' })] }] },
);

const open = (initialValues: Record<string, unknown> = {}) => new FormRuntime(definition, { mode: 'add', services: stubServices(), initialValues, lang: 'en_US' });

describe('FormRuntime', () => {
  it('changes only the state objects a value affects', () => {
    const runtime = open();
    const before = runtime.store.getState().states;
    runtime.setValue('note', 'x');
    expect(runtime.store.getState().states).toBe(before);
    runtime.setValue('kind', 'I');
    const after = runtime.store.getState().states;
    expect(after).not.toBe(before);
    expect(after.licence).toEqual({ visible: true, required: false, disabled: false });
    expect(after.note).toBe(before.note);
  });

  it('recomputes master computed fields and the rows that read a master field', () => {
    const runtime = open({ rate: 2, goods: [{ qty: 3 }] });
    expect(runtime.rows('goods')[0]!.total).toBe(6);
    runtime.setValue('net', 123.45);
    expect(runtime.store.getState().values.tax).toBe(12.35);
    runtime.setValue('rate', 10);
    expect(runtime.rows('goods')[0]!.total).toBe(30);
  });

  it('wakes only the listeners of what a change touched', () => {
    const runtime = open({ goods: [{ qty: 1 }] });
    const woken: string[] = [];
    for (const code of ['kind', 'licence', 'rate', 'note', 'net', 'tax']) {
      runtime.subscribeValue(code, () => woken.push(`value:${code}`));
      runtime.subscribeState(code, () => woken.push(`state:${code}`));
      runtime.subscribeIssue(`/${code}`, () => woken.push(`issue:${code}`));
    }
    runtime.setValue('note', 'x');
    expect(woken).toEqual(['value:note']);
    woken.length = 0;
    runtime.setValue('kind', 'I');
    expect(woken.sort()).toEqual(['state:licence', 'value:kind']);
    woken.length = 0;
    runtime.setValue('net', 10);
    expect(woken.sort()).toEqual(['value:net', 'value:tax']);
    woken.length = 0;
    runtime.showIssues([{ path: '/data/rate', code: 'x', message: 'bad' }]);
    expect(woken).toEqual(['issue:rate']);
    woken.length = 0;
    runtime.setCell('goods', runtime.rows('goods')[0]!.__key, 'qty', 2);
    expect(woken).toEqual([]);
  });

  it('recomputes only the edited row of a cell edit and keeps the others', () => {
    const runtime = open({ rate: 2, goods: [{ qty: 1 }, { qty: 2 }] });
    const [first, second] = runtime.rows('goods');
    const stored = runtime.setCell('goods', second!.__key, 'qty', 5);
    expect(stored).toMatchObject({ qty: 5, total: 10 });
    expect(runtime.rows('goods')[0]).toBe(first);
    expect(runtime.rows('goods')[1]).toBe(stored);
  });

  it('drops the issue of a field that linkage hides', () => {
    const runtime = open({ kind: 'I' });
    runtime.showIssues([{ path: '/data/licence', code: 'x', message: 'Licence cannot be empty' }]);
    expect(runtime.store.getState().issues['/licence']).toBe('Licence cannot be empty');
    runtime.setValue('kind', 'E');
    expect(runtime.store.getState().issues['/licence']).toBeUndefined();
  });

  it('keeps cell issues on their rows when a row above is removed', () => {
    const runtime = open({ goods: [{ qty: 1 }, { qty: 2 }, { qty: 3 }] });
    runtime.showIssues([{ path: '/goods/2/qty', code: 'x', message: 'too many' }, { path: '/goods/0/qty', code: 'x', message: 'gone with its row' }]);
    const [first, ...rest] = runtime.rows('goods');
    expect(first).toBeDefined();
    runtime.setRows('goods', rest);
    expect(runtime.store.getState().issues).toEqual({ '/goods/1/qty': 'too many' });
  });

  it('clears the sub-table\'s row-count issue as soon as a row is added', async () => {
    const counted = formOf([field('note', 'input')], { subTables: [{ tableName: 'goods', title: 'Goods', minRows: 1, fields: [field('qty', 'number')] }] });
    const runtime = new FormRuntime(counted, { mode: 'add', services: stubServices(), lang: 'en_US' });
    await runtime.validateAll();
    expect(runtime.store.getState().issues['/goods']).toBe('Goods needs at least 1 rows');
    runtime.setRows('goods', [runtime.newRow('goods')]);
    await vi.waitFor(() => expect(runtime.store.getState().issues['/goods']).toBeUndefined());
    runtime.setRows('goods', []);
    await Promise.resolve();
    // Only an issue already shown is re-checked: removing the row again says nothing until the next submit.
    expect(runtime.store.getState().issues['/goods']).toBeUndefined();
  });

  it('gives the record without grid keys', () => {
    const runtime = open({ note: 'n', goods: [{ qty: 1 }] });
    expect(runtime.data()).toEqual({ note: 'n', goods: [{ qty: 1 }] });
  });

  it('skips firstNoCheck rules while the record is untouched', async () => {
    const form = formOf([field('code', 'input', { rules: [{ pattern: 'integer', firstNoCheck: true }] })]);
    const runtime = new FormRuntime(form, { mode: 'edit', services: stubServices(), initialValues: { code: 'old-code' }, lang: 'en_US' });
    expect(await runtime.validateAll()).toEqual([]);
    runtime.setValue('code', 'still-bad');
    expect((await runtime.validateAll()).map((issue) => issue.path)).toEqual(['/code']);
  });
});
