import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, en, missingKeys, renderWithI18n, stubDesignerServices } from '../testSupport';
import { FormDesigner } from './FormDesigner';

const overTable: FormDefinition = { schemaVersion: 2, formCode: 'dec_form', formName: 'Declaration', objectName: 'dec_head', fields: [] };

describe('binding a field to a column in the form designer', () => {
  it("carries the column's constraints: NOT NULL becomes required, the varchar length the max length", { timeout: 60_000 }, async () => {
    const services = stubDesignerServices();
    const changes: FormDefinition[] = [];
    renderWithI18n(<FormDesigner value={overTable} services={services} onChange={vi.fn((next: FormDefinition) => changes.push(next))} />);
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.palette.addItem', { name: en('designer.form.palette.input') }) }));
    await waitFor(() => expect(services.listTableColumns).toHaveBeenCalledWith('dec_head'));
    await chooseOption(en('designer.form.property.bindColumn'), 'Declaration no. (decl_no)');
    await waitFor(() => expect(changes[changes.length - 1]!.fields[0]).toMatchObject({ colCode: 'decl_no', title: 'Declaration no.', type: 'input', required: 'Y', options: { maxLength: 18 } }));
    expect([...missingKeys]).toEqual([]);
  });
});
