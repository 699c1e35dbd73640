import { cleanup, configure, render, waitFor } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kindRuntimes } from '../kinds/kindRuntimes';

// Observes (does not replace) the two chunks: when the grid's module is asked for, and when the form
// runtime's module has arrived. Both modules are the real ones.
const events = vi.hoisted(() => [] as string[]);
vi.mock('./FormRenderer', async (importOriginal) => {
  const module = await importOriginal<typeof import('./FormRenderer')>();
  events.push('form runtime arrived');
  return module;
});
vi.mock('./SubTableGrid', async (importOriginal) => {
  events.push('grid requested');
  return importOriginal<typeof import('./SubTableGrid')>();
});

afterEach(cleanup);
// The first load of the form runtime's modules (rjsf, antd) is slow on a loaded machine.
configure({ asyncUtilTimeout: 50_000 });

const services = { dictItems: async () => [] };
const base = { schemaVersion: 2, formName: 'Declaration', objectName: 'decl', fields: [{ colCode: 'declNo', title: 'DeclNo', type: 'input' }] } as const;
const goodsForm: FormDefinition = {
  ...base,
  formCode: 'goods',
  fields: [...base.fields],
  subTables: [{ tableName: 'goods', title: 'Goods', fields: [{ colCode: 'name', title: 'Name', type: 'input' }, { colCode: 'qty', title: 'Qty', type: 'number' }] }],
};

describe('kindRuntimes.form (LazyFormRenderer)', { timeout: 90_000 }, () => {
  it('a form with sub-tables asks for the grid chunk before the form runtime chunk has arrived, and shows the rows', async () => {
    const Form = kindRuntimes.form.Component;
    const { container } = render(<Form definition={goodsForm} mode="edit" services={services} initialValues={{ declNo: 'D1', goods: [{ name: 'Tea', qty: 2 }] }} />);
    await waitFor(() => expect(container.querySelector('[data-subtable="goods"] .ag-row[row-index="0"] [col-id="name"]')?.textContent).toBe('Tea'));
    expect(events).toEqual(['grid requested', 'form runtime arrived']);
  });
});
