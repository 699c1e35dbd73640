import { act, cleanup, fireEvent, render as renderInDom, screen, waitFor } from '@testing-library/react';
import type { TableDefinition } from '@wharf/schemas';
import i18next from 'i18next';
import { useState, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designerCatalogues } from '../../i18n';
import { blankTable } from '../../table/blankTable';
import { TableDesigner } from '../../table/TableDesigner';
import type { TableDesignerServices } from '../../table/types';
import { draftKey, keepDraft, readDraft } from './drafts';
import type { UnsavedState } from './types';
import { useLeaveGuard } from './useLeaveGuard';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: designerCatalogues.en_US } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false });
const render = (element: ReactElement) => renderInDom(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

const scope = 'tenant1:user1';
const tableKey = draftKey({ scope, kind: 'table', code: 'orders' });

function services(): TableDesignerServices & { saved: TableDefinition[] } {
  const saved: TableDefinition[] = [];
  return { saved, save: vi.fn(async (definition: TableDefinition) => void saved.push(definition)), plan: vi.fn(), sync: vi.fn() };
}

/** A host as the list pages are: a drawer-like box closed through the leave guard. */
function Host({ host, definition }: { host: TableDesignerServices; definition: TableDefinition }) {
  const guard = useLeaveGuard();
  const [isOpen, setOpen] = useState(true);
  return (
    <div>
      <button type="button" data-testid="close" onClick={() => guard.requestLeave(() => setOpen(false))}>close</button>
      <span data-testid="host-dirty">{String(guard.isDirty)}</span>
      {isOpen ? <TableDesigner definition={definition} services={host} draftScope={scope} onUnsavedChange={guard.onUnsavedChange} /> : <span data-testid="closed" />}
      {guard.prompt}
    </div>
  );
}

const typeTitle = (value: string) => fireEvent.change(screen.getByTestId('table-title'), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('never losing work', { timeout: 30_000 }, () => {
  it('keeps a draft every few seconds while dirty, asks before the page is left, and drops the draft once saved', async () => {
    vi.useFakeTimers();
    const host = services();
    render(<TableDesigner definition={blankTable('orders', 'Orders')} services={host} draftScope={scope} />);
    typeTitle('Orders of the week');
    expect(readDraft(tableKey)).toBeUndefined(); // not on every keystroke
    act(() => vi.advanceTimersByTime(2100));
    expect(readDraft<TableDefinition>(tableKey)?.definition.tableTitle).toBe('Orders of the week');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await act(async () => fireEvent.click(screen.getByTestId('save-table')));
    expect(host.saved.at(-1)?.tableTitle).toBe('Orders of the week');
    expect(readDraft(tableKey)).toBeUndefined();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('offers a kept draft back on the next open, with its time, and restores it', async () => {
    keepDraft(tableKey, { ...blankTable('orders', 'Orders'), tableTitle: 'Kept title' }, blankTable('orders', 'Orders'), new Date('2026-11-26T10:30:00Z'));
    render(<TableDesigner definition={blankTable('orders', 'Orders')} services={services()} draftScope={scope} />);
    const offer = await screen.findByTestId('draft-offer-text');
    expect(offer.textContent).toMatch(/^Restore the unsaved changes from .*2026.*\?$/);
    fireEvent.click(screen.getByTestId('draft-restore'));
    await waitFor(() => expect((screen.getByTestId('table-title') as HTMLInputElement).value).toBe('Kept title'));
    expect(screen.getByTestId('table-designer').getAttribute('data-dirty')).toBe('true');
  });

  it('discarding the offer drops the draft', async () => {
    keepDraft(tableKey, { ...blankTable('orders', 'Orders'), tableTitle: 'Kept title' }, undefined);
    render(<TableDesigner definition={blankTable('orders', 'Orders')} services={services()} draftScope={scope} />);
    fireEvent.click(await screen.findByTestId('draft-discard'));
    expect(readDraft(tableKey)).toBeUndefined();
    expect((screen.getByTestId('table-title') as HTMLInputElement).value).toBe('Orders');
  });

  it('closing a clean designer does not ask', async () => {
    render(<Host host={services()} definition={blankTable('orders', 'Orders')} />);
    fireEvent.click(screen.getByTestId('close'));
    expect(screen.queryByTestId('closed')).not.toBeNull(); // clean: closes without asking
  });

  it('closing asks while dirty: stay, then discard', async () => {
    render(<Host host={services()} definition={blankTable('orders', 'Orders')} />);
    typeTitle('Changed');
    await waitFor(() => expect(screen.getByTestId('host-dirty').textContent).toBe('true'));
    fireEvent.click(screen.getByTestId('close'));
    fireEvent.click(await screen.findByTestId('leave-stay'));
    expect((screen.getByTestId('table-title') as HTMLInputElement).value).toBe('Changed');
    fireEvent.click(screen.getByTestId('close'));
    fireEvent.click(await screen.findByTestId('leave-discard'));
    await waitFor(() => expect(screen.queryByTestId('closed')).not.toBeNull());
    expect(readDraft(tableKey)).toBeUndefined();
  });

  it('closing a dirty designer and closing the page keeps the draft (written when the designer closes)', async () => {
    const { unmount } = render(<TableDesigner definition={blankTable('orders', 'Orders')} services={services()} draftScope={scope} />);
    typeTitle('Typed just now');
    unmount();
    expect(readDraft<TableDefinition>(tableKey)?.definition.tableTitle).toBe('Typed just now');
  });

  it('"save" in the question saves through the designer and then closes', async () => {
    const host = services();
    render(<Host host={host} definition={blankTable('orders', 'Orders')} />);
    typeTitle('Saved on leaving');
    await waitFor(() => expect(screen.getByTestId('host-dirty').textContent).toBe('true'));
    fireEvent.click(screen.getByTestId('close'));
    await act(async () => fireEvent.click(await screen.findByTestId('leave-save')));
    await waitFor(() => expect(screen.queryByTestId('closed')).not.toBeNull());
    expect(host.saved.at(-1)?.tableTitle).toBe('Saved on leaving');
  });

  it('undo and redo in the table designer, by toolbar and by keys', async () => {
    render(<TableDesigner definition={blankTable('orders', 'Orders')} services={services()} />);
    const title = () => (screen.getByTestId('table-title') as HTMLInputElement).value;
    typeTitle('First');
    fireEvent.change(screen.getByTestId('table-name'), { target: { value: 'orders_x' } });
    fireEvent.click(screen.getByTestId('designer-undo'));
    expect((screen.getByTestId('table-name') as HTMLInputElement).value).toBe('orders');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(title()).toBe('Orders');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(title()).toBe('First');
    fireEvent.click(screen.getByTestId('designer-redo'));
    expect((screen.getByTestId('table-name') as HTMLInputElement).value).toBe('orders_x');
  });

  it('a refused save in the question keeps the designer open and says so', async () => {
    const host = services();
    host.save = vi.fn(async () => {
      throw new Error('someone saved first');
    });
    let reported: UnsavedState | undefined;
    const opened = blankTable('orders', 'Orders');
    function Spy() {
      const guard = useLeaveGuard();
      return (
        <>
          <TableDesigner definition={opened} services={host} onUnsavedChange={(state) => { reported = state; guard.onUnsavedChange(state); }} />
          <button type="button" data-testid="close" onClick={() => guard.requestLeave(() => undefined)}>close</button>
          {guard.prompt}
        </>
      );
    }
    render(<Spy />);
    typeTitle('Will fail');
    await waitFor(() => expect(reported?.isDirty).toBe(true));
    fireEvent.click(screen.getByTestId('close'));
    await act(async () => fireEvent.click(await screen.findByTestId('leave-save')));
    expect(await screen.findByText('Could not save; fix it and try again (the changes are kept).')).not.toBeNull();
    expect(screen.getByTestId('table-save-problem').textContent).toContain('someone saved first');
  });
});
