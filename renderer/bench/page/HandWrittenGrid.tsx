import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useMemo } from 'react';

ModuleRegistry.registerModules([AllCommunityModule]);

type Row = Record<string, unknown>;

/** The sub-table baseline: a plain editable ag-grid over the same rows, total as a valueGetter, no store, no rules. */
export function HandWrittenGrid({ rows }: { rows: Row[] }) {
  const columns = useMemo<ColDef<Row>[]>(
    () => [
      { headerName: '#', valueGetter: (p) => (p.node?.rowIndex ?? 0) + 1, width: 64, pinned: 'left' },
      { field: 'name', headerName: 'Name', editable: true, flex: 1 },
      { field: 'qty', headerName: 'Quantity', editable: true, cellEditor: 'agNumberCellEditor', flex: 1 },
      { field: 'price', headerName: 'Unit price', editable: true, cellEditor: 'agNumberCellEditor', flex: 1 },
      { colId: 'total', headerName: 'Total', valueGetter: (p) => Math.round(Number(p.data?.qty) * Number(p.data?.price) * 100) / 100, flex: 1 },
      { field: 'origin', headerName: 'Origin', editable: true, cellEditor: 'agSelectCellEditor', cellEditorParams: { values: ['CN', 'TH'] }, flex: 1 },
    ],
    [],
  );
  return (
    <div data-subtable="goods" style={{ height: 420 }}>
      <AgGridReact<Row> rowData={rows} columnDefs={columns} singleClickEdit rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }} />
    </div>
  );
}

/**
 * The same page as the form with a sub-table, written by hand: the master field in an antd Form.Item,
 * the sub-table's title and add/remove buttons, the plain grid above, and the submit button — the
 * same antd components around the grid, with no runtime, store or rules.
 */
export function HandWrittenSubTablePage({ rows }: { rows: Row[] }) {
  return (
    <Form layout="horizontal" labelCol={{ flex: '0 0 120px' }} wrapperCol={{ flex: '1 1 0' }}>
      <Form.Item name="declNo" label="Declaration no" initialValue="D1">
        <Input placeholder="Please enter" />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>Goods</Typography.Text>
        <Space>
          <Button size="small">Add row</Button>
          <Button size="small" danger disabled>Remove selected (0)</Button>
        </Space>
      </Space>
      <HandWrittenGrid rows={rows} />
      <Button type="primary" htmlType="button" style={{ marginTop: 16 }}>Submit</Button>
    </Form>
  );
}
