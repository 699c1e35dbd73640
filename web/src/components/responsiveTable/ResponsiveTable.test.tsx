import { act, type Key } from 'react';
import { createRoot } from 'react-dom/client';
import type { TableColumnsType } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable } from './ResponsiveTable';

interface Row {
  id: string;
  name: string;
  owner: { realname: string };
  children?: Row[];
}

/** Whether the window matches the phone query (spec §4: below 768 px) for this test. */
function onScreenOf(isPhone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: isPhone, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
}

const columns: TableColumnsType<Row> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Owner', dataIndex: ['owner', 'realname'], key: 'owner' },
  { title: 'Shout', key: 'shout', render: (_value, row) => row.name.toUpperCase() },
  { title: 'Actions', key: 'actions', render: (_value, row) => <button type="button" data-testid={`edit-${row.id}`}>edit</button> },
];
const rows: Row[] = [
  { id: 'a', name: 'alpha', owner: { realname: 'Ann' }, children: [{ id: 'a1', name: 'alpha one', owner: { realname: 'Al' } }] },
  { id: 'b', name: 'beta', owner: { realname: 'Ben' } },
  { id: 'c', name: 'gamma', owner: { realname: 'Cy' } },
];

async function render(props: Partial<Parameters<typeof ResponsiveTable<Row>>[0]> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} {...props} />));
  return { container, rerender: (next: Partial<Parameters<typeof ResponsiveTable<Row>>[0]>) => act(async () => root.render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} {...props} {...next} />)), unmount: () => act(() => root.unmount()) };
}

const click = (element: Element | null) => act(async () => (element as HTMLElement).click());

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the console list table', { timeout: 30_000 }, () => {
  it('is antd\'s table on a wide screen', async () => {
    onScreenOf(false);
    const view = await render();
    expect(view.container.querySelector('table')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="table-cards"]')).toBeNull();
    await view.unmount();
  });

  it('is one card per record on a phone: every column as label and value, the actions under them, no table', async () => {
    onScreenOf(true);
    const view = await render();
    expect(view.container.querySelector('table')).toBeNull();
    const cards = view.container.querySelectorAll('[data-testid="table-cards"] > div > [data-row-id]');
    expect([...cards].map((card) => card.getAttribute('data-row-id'))).toEqual(['a', 'b', 'c']);
    const first = cards[0]!;
    expect([...first.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Name', 'Owner', 'Shout']);
    expect([...first.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['alpha', 'Ann', 'ALPHA']);
    expect(first.querySelector('[data-testid="card-actions"] [data-testid="edit-a"]')).not.toBeNull();
    await view.unmount();
  });

  it('selects a record from its card\'s box, as the table\'s row selection would', async () => {
    onScreenOf(true);
    const onChange = vi.fn<(keys: Key[]) => void>();
    const view = await render({ rowSelection: { selectedRowKeys: ['c'], onChange } });
    await click(view.container.querySelector('[data-row-id="b"] input[type="checkbox"]'));
    expect(onChange).toHaveBeenCalledWith(['c', 'b'], [rows[1], rows[2]], { type: 'single' });
    await view.unmount();
  });

  it('shows a tree\'s children as indented cards behind an expand button', async () => {
    onScreenOf(true);
    const view = await render();
    expect(view.container.querySelector('[data-row-id="a1"]')).toBeNull();
    const expand = view.container.querySelector('[data-row-id="a"] button[aria-expanded]');
    expect(expand?.getAttribute('aria-expanded')).toBe('false');
    await click(expand);
    expect(view.container.querySelector('[data-row-id="a1"]')).not.toBeNull();
    expect(view.container.querySelector('[data-row-id="a"] button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
    await view.unmount();
  });

  it('pages a list held in the browser, and hands a server-paged list\'s page change to its pagination', async () => {
    onScreenOf(true);
    const view = await render({ pagination: { defaultPageSize: 2 } });
    expect([...view.container.querySelectorAll('[data-testid="table-cards"] > div > [data-row-id]')].map((card) => card.getAttribute('data-row-id'))).toEqual(['a', 'b']);
    await click(view.container.querySelector('.ant-pagination-item-2'));
    expect([...view.container.querySelectorAll('[data-testid="table-cards"] > div > [data-row-id]')].map((card) => card.getAttribute('data-row-id'))).toEqual(['c']);

    const onPage = vi.fn();
    await view.rerender({ dataSource: rows.slice(0, 2), pagination: { current: 1, pageSize: 2, total: 40, onChange: onPage } });
    await click(view.container.querySelector('.ant-pagination-item-3'));
    expect(onPage).toHaveBeenCalledWith(3, 2);
    await view.unmount();
  });
});
