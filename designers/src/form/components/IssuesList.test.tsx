import { fireEvent, screen } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { en, missingKeys, renderWithI18n, stubDesignerServices } from '../testSupport';
import { FormDesigner } from './FormDesigner';

// Issue 18 point 7: the design check names fields by their labels, never by a JSON path.
describe('the design check\'s list', () => {
  it('names the field and the property by label', { timeout: 60_000 }, async () => {
    const form: FormDefinition = { schemaVersion: 2, formCode: 'dec_form', formName: 'Declaration', fields: [{ colCode: 'ship_no', title: '', type: 'input' }] };
    renderWithI18n(<FormDesigner value={form} services={stubDesignerServices()} />);
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.check') }));
    const item = await screen.findByText((_content, element) => element?.getAttribute('data-issue-path') === '/fields/0/title');
    expect(item.textContent).toBe('Field “ship_no” · Title cannot be empty');
    expect(document.body.textContent).not.toContain('/fields/0/title');
    expect(missingKeys).toEqual(new Set());
  });
});
