import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormDefinition } from '@wharf/schemas';
import { describe, expect, it, vi } from 'vitest';
import { FormDesigner } from '../form/components/FormDesigner';
import { en, missingKeys, renderWithI18n, stubDesignerServices } from '../form/testSupport';

const slow = { timeout: 60_000 };

const form: FormDefinition = {
  schemaVersion: 2,
  formCode: 'dec_form',
  formName: '报关单',
  formNameI18n: { en_US: 'Declaration', th_TH: 'ใบขน', zh_TW: '報關單' },
  fields: [
    { colCode: 'ship_no', title: '提运单号', titleI18n: { en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง' }, type: 'input' },
    { colCode: 'remark', title: '备注', type: 'input' },
  ],
};

function setup() {
  const changes: FormDefinition[] = [];
  const result = renderWithI18n(<FormDesigner value={form} services={stubDesignerServices()} onChange={vi.fn((next: FormDefinition) => changes.push(next))} />);
  const last = () => changes[changes.length - 1]!;
  return { ...result, last };
}

const rowOf = (path: string) => document.querySelector<HTMLElement>(`[data-translation-path="${path}"]`)!;

describe('translations in the form designer', () => {
  it('counts the texts lacking a language and marks, per text, which languages are missing', slow, async () => {
    setup();
    const open = screen.getByTestId('translations-open');
    expect(open.getAttribute('data-missing-count')).toBe('2');
    fireEvent.click(open);
    await screen.findByTestId('translations-editor');
    expect(within(rowOf('/formName')).getByText(en('designer.translations.complete'))).toBeTruthy();
    expect(rowOf('/fields/0/title').querySelector('[data-missing-languages]')!.getAttribute('data-missing-languages')).toBe('zh_TW');
    expect(rowOf('/fields/1/title').querySelector('[data-missing-languages]')!.getAttribute('data-missing-languages')).toBe('en_US,th_TH,zh_TW');
    expect([...missingKeys].filter((key) => key.startsWith('designer.translations'))).toEqual([]);
  });

  it('writes a typed translation beside the text as one undoable step, and the marker and count follow', slow, async () => {
    const { last } = setup();
    fireEvent.click(screen.getByTestId('translations-open'));
    await screen.findByTestId('translations-editor');
    const input = rowOf('/fields/0/title').querySelector<HTMLInputElement>('input[data-language="zh_TW"]')!;
    fireEvent.change(input, { target: { value: '提運單號' } });
    expect(last().fields[0]).toEqual({ colCode: 'ship_no', title: '提运单号', titleI18n: { en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง', zh_TW: '提運單號' }, type: 'input' });
    await waitFor(() => expect(within(rowOf('/fields/0/title')).getByText(en('designer.translations.complete'))).toBeTruthy());
    expect(screen.getByTestId('translations-open').getAttribute('data-missing-count')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: en('designer.form.toolbar.undo') }));
    await waitFor(() => expect(screen.getByTestId('translations-open').getAttribute('data-missing-count')).toBe('2'));
    expect(last().fields[0]!.titleI18n).toEqual({ en_US: 'B/L no.', th_TH: 'เลขที่ใบตราส่ง' });
  });

  it("shows the selected field's texts under its property panel, with their markers", slow, async () => {
    const { container, last } = setup();
    fireEvent.click(container.querySelector('[data-entry="field:remark"]')!);
    const section = await screen.findByTestId('selection-translations');
    fireEvent.click(within(section).getByText(en('designer.translations.open')));
    const row = await waitFor(() => section.querySelector<HTMLElement>('[data-translation-path="/fields/1/title"]')!);
    expect(section.querySelector('[data-translation-path="/fields/0/title"]')).toBeNull();
    expect(row.querySelector('[data-missing-languages]')!.getAttribute('data-missing-languages')).toBe('en_US,th_TH,zh_TW');
    fireEvent.change(row.querySelector('input[data-language="en_US"]')!, { target: { value: 'Remark' } });
    expect(last().fields[1]!.titleI18n).toEqual({ en_US: 'Remark' });
  });
});
