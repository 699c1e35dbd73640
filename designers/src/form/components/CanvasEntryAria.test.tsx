import { fireEvent, screen } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { en, renderWithI18n, stubDesignerServices } from '../testSupport';
import { FormDesigner } from './FormDesigner';

const blank: FormDefinition = { schemaVersion: 2, formCode: 'dec_form', formName: 'Declaration', fields: [] };

describe('the canvas entries for assistive technology (issue 20, axe aria-allowed-attr)', () => {
  it('marks the selected entry with aria-current, never with aria-selected (not allowed on a group)', { timeout: 60_000 }, () => {
    const { container } = renderWithI18n(<FormDesigner value={blank} services={stubDesignerServices()} onChange={() => {}} />);
    const palette = (kind: string) => screen.getByRole('button', { name: en('designer.form.palette.addItem', { name: en(`designer.form.palette.${kind}`) }) });
    fireEvent.click(palette('input'));
    fireEvent.click(palette('number'));
    const entries = [...container.querySelectorAll<HTMLElement>('[data-entry]')];
    expect(entries).toHaveLength(2);
    expect(entries.filter((entry) => entry.hasAttribute('aria-selected'))).toEqual([]);
    // The field added last is the selected one.
    expect(entries.map((entry) => [entry.getAttribute('role'), entry.getAttribute('aria-current')])).toEqual([
      ['group', null],
      ['group', 'true'],
    ]);
  });
});
