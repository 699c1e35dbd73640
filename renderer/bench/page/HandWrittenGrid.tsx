import { AllCommunityModule, ModuleRegistry, type ColDef } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
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
