import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Space, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { ResponsiveTable } from '../responsiveTable/ResponsiveTable';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../Permitted';

/** The search form above a list: its fields, and what a search does with the values. */
export interface ListSearch<F> {
  /** The form's name (antd prefixes field ids with it). */
  name: string;
  fields: ReactNode;
  onSearch(values: F): void;
}

/** What the shell shows and changes: a page of records as a paged-list hook holds it (pagination with the spec's sizes, quick jumper and total) and the selection. */
export interface ListPageState<T> {
  list: { records: T[]; isLoading: boolean; pagination: TablePaginationConfig };
  reload(): void;
  selected: string[];
  /** A state setter: a row click toggles from the latest selection. */
  setSelected: Dispatch<SetStateAction<string[]>>;
}

export interface ListPageShellProps<T extends { id: string }, F> {
  testId: string;
  search?: ListSearch<F>;
  /** The button permission that shows `editButtons` (spec §6 element directive). */
  editPermission: string;
  /** Add, copy, batch delete and the like: the toolbar's changing buttons. */
  editButtons: ReactNode;
  page: ListPageState<T>;
  columns: TableColumnsType<T>;
  /** Whether clicking a row toggles its selection (spec §2 list pages). */
  isRowClickSelecting?: boolean;
  /** Modals, drawers and the action holder that belong to the page. */
  children?: ReactNode;
}

/**
 * The shell of a console list page (spec §2 list pages): a search form, a toolbar whose changing
 * buttons follow the edit permission and a refresh button, and a server-paged table with row
 * selection. The page supplies the fields, buttons, columns and its own modals.
 */
export function ListPageShell<T extends { id: string }, F = Record<string, unknown>>(props: ListPageShellProps<T, F>) {
  const { search, page: { list, selected, setSelected } } = props;
  const { t } = useTranslation();
  const toggle = (id: string) => setSelected((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]));
  return (
    <div data-testid={props.testId}>
      {search && (
        <Form name={search.name} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={search.onSearch}>
          {search.fields}
          <Button type="primary" htmlType="submit">{t('console.search')}</Button>
        </Form>
      )}
      <Space style={{ marginBottom: 12 }} wrap>
        <Permitted action={props.editPermission}>
          <Space wrap>{props.editButtons}</Space>
        </Permitted>
        <Button icon={<ReloadOutlined />} onClick={props.page.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<T>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        columns={props.columns}
        dataSource={list.records}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        onRow={props.isRowClickSelecting ? (record) => ({ onClick: () => toggle(record.id) }) : undefined}
      />
      {props.children}
    </div>
  );
}
