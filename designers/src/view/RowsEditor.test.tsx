import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RowsEditor } from './RowsEditor';
import { missingKeys, setUpEnglishTexts } from './testing.test-support';

interface Row { code: string }

beforeAll(setUpEnglishTexts);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: give each table row a 40 px band by its position, so dnd-kit can measure. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr[data-row-key]');
    const rows = [...document.querySelectorAll('tr[data-row-key]')];
    const index = row ? rows.indexOf(row) : 0;
    return { x: 0, y: index * 40, top: index * 40, left: 0, bottom: index * 40 + 40, right: 600, width: 600, height: 40, toJSON: () => ({}) } as DOMRect;
  });
}

describe('RowsEditor', { timeout: 180_000 }, () => {
  it('moves a row with the keyboard on its drag handle (space, arrow down, space)', async () => {
    layOutRows();
    const onChange = vi.fn();
    render(
      <RowsEditor<Row>
        label="rows"
        isSortable
        rows={[{ code: 'a' }, { code: 'b' }, { code: 'c' }]}
        columns={[{ key: 'code', title: 'Code', render: (row) => row.code }]}
        onChange={onChange}
      />,
    );
    const handle = screen.getAllByLabelText('Drag to reorder')[0]!;
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { code: 'Space', key: ' ' }); });
    // dnd-kit starts listening on the document one task after the drag starts (a setTimeout 0 in its
    // KeyboardSensor): yield that one task, then steer from the document.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    await act(async () => { fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' }); });
    await act(async () => { fireEvent.keyDown(document, { code: 'Space', key: ' ' }); });
    expect(onChange).toHaveBeenCalledWith([{ code: 'b' }, { code: 'a' }, { code: 'c' }]);
    expect(await screen.findByText('Dropped at row 2')).toBeTruthy();
    expect([...missingKeys]).toEqual([]);
  });

  it('adds and removes rows, dropping emptied fields', () => {
    const onChange = vi.fn();
    render(
      <RowsEditor<Row & { note?: string }>
        label="rows"
        rows={[{ code: 'a', note: 'x' }, { code: 'b' }]}
        columns={[{ key: 'note', title: 'Note', render: (row, update) => <input aria-label={`note ${row.code}`} value={row.note ?? ''} onChange={(event) => update({ note: event.target.value })} /> }]}
        newRow={() => ({ code: 'new' })}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('note a'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith([{ code: 'a' }, { code: 'b' }]);
    fireEvent.click(screen.getAllByLabelText('Remove')[1]!);
    expect(onChange).toHaveBeenLastCalledWith([{ code: 'a', note: 'x' }]);
    fireEvent.click(screen.getByText('Add'));
    expect(onChange).toHaveBeenLastCalledWith([{ code: 'a', note: 'x' }, { code: 'b' }, { code: 'new' }]);
  });
});
