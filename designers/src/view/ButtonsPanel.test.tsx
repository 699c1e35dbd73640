import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ViewButton } from '@wharf/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ButtonsPanel, newViewButton } from './ButtonsPanel';
import { missingKeys, setUpEnglishTexts } from './testing.test-support';

// Monaco needs a real browser; the button details' script editor is not used here.
vi.mock('../dataSources/CodeEditor', () => ({ CodeEditor: () => null }));

beforeAll(setUpEnglishTexts);
afterEach(cleanup);

const saved: ViewButton[] = [
  { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', permission: 'decl_list:add' },
  // A saved button naming no point stays open to every role user of the view: it is left alone.
  { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' },
];

function renderPanel(buttons: ReadonlyArray<ViewButton>, viewCode = 'decl_list') {
  const onChange = vi.fn<(buttons: ViewButton[]) => void>();
  render(<ButtonsPanel viewCode={viewCode} buttons={buttons} columns={[]} forms={[]} views={[]} onChange={onChange} />);
  return onChange;
}

const addButton = () => screen.getByText('Add button', { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('ButtonsPanel', { timeout: 120_000 }, () => {
  it('gives a button the builder adds its own `<viewCode>:<key>` permission point, leaving the saved buttons as they are', () => {
    const onChange = renderPanel(saved);
    fireEvent.click(addButton());
    const buttons = onChange.mock.calls[0]![0];
    expect(buttons.slice(0, 2)).toEqual(saved);
    expect(buttons[2]).toMatchObject({ buttonName: 'New button', openType: 'add', permission: 'decl_list:add_2' });
    expect([...missingKeys]).toEqual([]);
  });

  it('shows the new point in an editable cell the builder can change or clear', () => {
    const added = newViewButton('decl_list', 'Print', saved);
    const onChange = renderPanel([...saved, added]);
    const cells = screen.getAllByLabelText('Permission') as HTMLInputElement[];
    expect(cells.map((cell) => cell.value)).toEqual(['decl_list:add', '', 'decl_list:add_2']);
    fireEvent.change(cells[2]!, { target: { value: 'decl_list:print' } });
    expect(onChange.mock.calls.at(-1)![0][2]).toMatchObject({ permission: 'decl_list:print' });
    fireEvent.change(cells[2]!, { target: { value: '' } });
    expect(onChange.mock.calls.at(-1)![0][2]).not.toHaveProperty('permission');
  });

  it('offers no delete on a default button (spec §8 "default button or fields cannot be deleted"), and deletes the others', () => {
    const buttons: ViewButton[] = [
      { buttonCode: 'delete', buttonName: 'Delete', buttonType: 'inline', openType: 'delete', permission: 'decl_list:delete' },
      { buttonName: 'Print', buttonType: 'toolbar', openType: 'script', openScript: 'print()' },
    ];
    const onChange = renderPanel(buttons);
    const locked = screen.getByLabelText('Default buttons cannot be deleted (leave the permission ungranted to hide one from users)').closest('button') as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    const removable = screen.getAllByLabelText('Remove');
    expect(removable).toHaveLength(1);
    fireEvent.click(removable[0]!.closest('button')!);
    expect(onChange.mock.calls.at(-1)![0]).toEqual([buttons[0]]);
    expect([...missingKeys]).toEqual([]);
  });

  it('names no point while the view has no code yet', () => {
    expect(newViewButton('', 'Print', saved)).not.toHaveProperty('permission');
  });
});
