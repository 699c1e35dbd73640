import { act, cleanup, fireEvent, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import type { TableDefinition } from '@wharf/schemas';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableDesignerTexts } from '../i18n/table';
import { blankTable } from './blankTable';
import { TableDesigner } from './TableDesigner';
import type { TableDesignerServices, TablePlan } from './types';

afterEach(cleanup);

// The real English texts, so the test reads what a user reads.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { translation: tableDesignerTexts.en_US } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false }, initAsync: false });
const render = (element: ReactElement) => renderInDom(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);

function services(plan: TablePlan): TableDesignerServices & { saved: TableDefinition[] } {
  const saved: TableDefinition[] = [];
  return {
    saved,
    save: vi.fn(async (definition: TableDefinition) => {
      saved.push(definition);
    }),
    plan: vi.fn(async () => plan),
    sync: vi.fn(async () => undefined),
  };
}

const destructivePlan: TablePlan = {
  tableStatus: 'notSynced',
  destructive: true,
  statements: [
    { sql: 'ALTER TABLE "biz"."t_orders" ADD COLUMN "note" varchar(50)', destructive: false },
    { sql: 'ALTER TABLE "biz"."t_orders" DROP COLUMN "old"', destructive: true, loss: 'orders.old', lossMessage: 'column old holds 3 rows of data' },
  ],
};

// antd's first render is slow on a loaded machine; the default 5 s is not about this code.
describe('TableDesigner', { timeout: 30_000 }, () => {
  it('shows a code rule on its cell as it is typed and refuses to save until it is fixed', async () => {
    const host = services(destructivePlan);
    render(<TableDesigner definition={blankTable('orders', 'Orders')} isNew services={host} />);
    const code = screen.getByTestId('column-code-0');
    fireEvent.change(code, { target: { value: '9lives' } });
    expect(screen.getByTestId('column-issue-0-colCode').textContent).not.toBe('');
    expect((screen.getByTestId('save-table') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(code, { target: { value: 'lives' } });
    expect(screen.queryByTestId('column-issue-0-colCode')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('save-table')));
    expect(host.saved.at(-1)?.columns[0]?.colCode).toBe('lives');
  });

  it('shows the platform\'s default fields read only, offering no delete on them (spec §8)', () => {
    render(<TableDesigner definition={blankTable('orders', 'Orders')} isNew services={services(destructivePlan)} />);
    const defaults = screen.getByTestId('table-default-columns');
    expect(defaults.textContent).toContain('Default fields: every table has them; they cannot be deleted');
    expect(within(defaults).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'iduuidRecord id', 'tenant_iduuidTenant', 'create_timedatetimeCreated at', 'create_byvarcharCreated by', 'update_timedatetimeUpdated at', 'update_byvarcharUpdated by', 'row_versionintRow version (concurrent edits)',
    ]);
    expect(within(defaults).queryAllByRole('button')).toEqual([]);
    expect(within(defaults).queryAllByRole('textbox')).toEqual([]);
    // The builder's own columns keep their delete.
    expect(screen.getAllByLabelText('Remove column')).toHaveLength(1);
  });

  it('syncs a destructive plan only after every loss is ticked, and sends those losses', async () => {
    const host = services(destructivePlan);
    const onSynced = vi.fn();
    render(<TableDesigner definition={blankTable('orders', 'Orders')} tableStatus="notSynced" services={host} onSynced={onSynced} />);
    await act(async () => fireEvent.click(screen.getByTestId('plan-sync')));
    const plan = await screen.findByTestId('sync-plan');
    await waitFor(() => expect(within(plan).getByTestId('plan-statement-1').getAttribute('data-destructive')).toBe('true'));
    expect(within(plan).getByTestId('plan-statement-0').getAttribute('data-destructive')).toBe('false');
    expect(plan.textContent).toContain('DROP COLUMN "old"');
    expect(plan.textContent).toContain('I accept losing: column old holds 3 rows of data');
    const confirm = screen.getByTestId('confirm-sync') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('confirm-loss-0'));
    expect(confirm.disabled).toBe(false);
    await act(async () => fireEvent.click(confirm));
    expect(host.sync).toHaveBeenCalledWith('orders', ['orders.old']);
    expect(onSynced).toHaveBeenCalled();
  });
});
