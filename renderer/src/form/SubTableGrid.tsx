import type { FieldState } from '@wharf/engine';
import type { FormField, FormSubTable } from '@wharf/schemas';
import { AllCommunityModule, ModuleRegistry, type ColDef, type GetRowIdParams, type GridApi, type GridReadyEvent, type ValueFormatterParams, type ValueSetterParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useGridTheme } from '../grid/gridTheme';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { FormRow, FormRuntime } from './formRuntime';
import { cellPath } from './issuePaths';
import { fixedOptions, optionSourceKey } from './optionSource';
import { rowChanges, showRowChanges } from './rowChanges';
import { useFormRuntime } from './runtimeContext';
import type { OptionItem } from './types';
import { asText } from './widgets/binding';
import { isOn } from './widgets/SwitchWidget';

ModuleRegistry.registerModules([AllCommunityModule]);

/** Up to this many rows the grid grows with its rows; beyond, it scrolls inside a fixed height and renders only what is visible. */
const autoHeightRows = 10;
const gridHeight = 420;
const shownIssueLines = 5;

const choiceTypes = new Set(['select', 'radio', 'radioButton']);
/** Types the grid edits in place; the others (lists, files, pickers, rich text) are shown read-only in a row. */
const editableTypes = new Set(['input', 'textarea', 'cascader', 'number', 'select', 'radio', 'radioButton', 'switch', 'date', 'datetime', 'time']);

interface GridContext {
  runtime: FormRuntime;
  tableName: string;
  issues: Record<string, string>;
}

/** Row states, computed once per row object (rows are replaced, never changed in place). */
const rowStates = new WeakMap<object, Record<string, FieldState>>();
function rowState(runtime: FormRuntime, tableName: string, row: FormRow, colCode: string): FieldState | undefined {
  let states = rowStates.get(row);
  if (!states) rowStates.set(row, (states = runtime.rowFieldStates(tableName, row)));
  return states[colCode];
}

function coerce(field: FormField, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (field.type === 'number' && typeof value === 'string') return Number.isFinite(Number(value)) ? Number(value) : value;
  return value;
}

function columnOf(field: FormField, options: OptionItem[] | undefined, editable: boolean): ColDef<FormRow> {
  const labels = options ? new Map(options.map((o) => [o.value, o.label])) : undefined;
  const column: ColDef<FormRow> = {
    colId: field.colCode,
    // Required columns carry the same mark as required fields' labels.
    headerName: field.required === 'Y' ? `${field.title} *` : field.title,
    field: field.colCode,
    minWidth: 110,
    flex: 1,
    editable: (params) => {
      if (!editable || field.computed !== undefined || !editableTypes.has(field.type) || !params.data) return false;
      const state = rowState((params.context as GridContext).runtime, (params.context as GridContext).tableName, params.data, field.colCode);
      return state === undefined || (state.visible && !state.disabled);
    },
    valueFormatter: (params: ValueFormatterParams<FormRow>) => {
      const context = params.context as GridContext;
      if (params.data && rowState(context.runtime, context.tableName, params.data, field.colCode)?.visible === false) return '';
      if (field.type === 'switch') return isOn(params.value) ? '✓' : '';
      if (labels) return Array.isArray(params.value) ? params.value.map((v) => labels.get(String(v)) ?? String(v)).join(', ') : (labels.get(String(params.value ?? '')) ?? asText(params.value));
      if (field.type === 'upload' || field.type === 'image') return Array.isArray(params.value) ? params.value.map((f: { name?: string }) => f?.name ?? '').join(', ') : '';
      if (field.type === 'number' && field.options?.precision !== undefined && typeof params.value === 'number') return params.value.toFixed(field.options.precision);
      return asText(params.value);
    },
    valueSetter: (params: ValueSetterParams<FormRow>) => {
      // The store owns the rows: write there, and the grid gets the new row object back in a transaction.
      const context = params.context as GridContext;
      if (!params.data) return false;
      const key = params.data.__key;
      context.runtime.setCell(context.tableName, key, field.colCode, coerce(field, params.newValue));
      // Checked in a task of its own, so the edited row and its totals are painted first.
      setTimeout(() => void context.runtime.validateCell(context.tableName, key, field.colCode), 0);
      return false;
    },
    cellClassRules: { 'wharf-cell-issue': (params) => params.node.rowIndex !== null && (params.context as GridContext).issues[cellPath((params.context as GridContext).tableName, params.node.rowIndex, field.colCode)] !== undefined },
    cellStyle: (params) => (params.node.rowIndex !== null && (params.context as GridContext).issues[cellPath((params.context as GridContext).tableName, params.node.rowIndex, field.colCode)] !== undefined ? { boxShadow: 'inset 0 0 0 1px #ff4d4f', background: '#fff2f0' } : null),
    tooltipValueGetter: (params) => (params.node?.rowIndex === null || params.node?.rowIndex === undefined ? undefined : (params.context as GridContext).issues[cellPath((params.context as GridContext).tableName, params.node.rowIndex, field.colCode)]),
  };
  if (field.type === 'number') {
    column.cellEditor = 'agNumberCellEditor';
    column.cellEditorParams = { ...(field.options?.precision === undefined ? {} : { precision: field.options.precision }), ...(field.options?.min === undefined ? {} : { min: field.options.min }), ...(field.options?.max === undefined ? {} : { max: field.options.max }) };
    column.type = 'rightAligned';
  } else if (choiceTypes.has(field.type) && field.options?.multiple !== true) {
    column.cellEditor = 'agSelectCellEditor';
    column.cellEditorParams = { values: ['', ...(options ?? []).map((o) => o.value)], formatValue: (value: unknown) => (value === '' ? '' : (labels?.get(String(value)) ?? String(value))) };
  } else if (field.type === 'switch') {
    column.cellEditor = 'agCheckboxCellEditor';
    column.valueGetter = (params) => isOn(params.data?.[field.colCode]);
  } else if (field.type === 'date') {
    column.cellEditor = 'agDateStringCellEditor';
  } else if (field.type === 'textarea') {
    column.cellEditor = 'agLargeTextCellEditor';
    column.cellEditorPopup = true;
  }
  return column;
}

const rowIdOf = (params: GetRowIdParams<FormRow>) => params.data.__key;

/** Loads the option lists of the sub-table's choice columns (fixed lists at once, sources through the form's cache). */
function useColumnOptions(runtime: FormRuntime, sub: FormSubTable): Record<string, OptionItem[]> {
  const [loaded, setLoaded] = useState<Record<string, OptionItem[]>>(() => Object.fromEntries(sub.fields.filter((f) => f.showConfig?.options).map((f) => [f.colCode, fixedOptions(f)])));
  useEffect(() => {
    let live = true;
    for (const field of sub.fields) {
      const key = optionSourceKey(field);
      if (!key) continue;
      runtime.options.load(key).then((options) => live && setLoaded((current) => ({ ...current, [field.colCode]: options })), () => undefined);
    }
    return () => {
      live = false;
    };
  }, [runtime, sub]);
  return loaded;
}

/**
 * The grid's text for an empty table. A React overlay re-renders with the page's language; a
 * template string is copied into the overlay once and would keep the first language's words.
 */
function EmptyRowsText() {
  const { t } = useTranslation();
  return <span>{t('form.subTable.empty')}</span>;
}

/**
 * A sub-table as an editable ag-grid (virtualised: hundreds of rows stay responsive): add and remove
 * rows, edit cells, computed columns recomputed per row by the engine, each cell's issue outlined
 * with its message as tooltip and listed under the grid.
 */
export default function SubTableGrid({ tableName }: { tableName: string }) {
  const runtime = useFormRuntime();
  const { t } = useTranslation();
  const gridTheme = useGridTheme();
  const sub = runtime.subTablesByName.get(tableName)!;
  // The grid gets the rows once and then only the rows that changed (a transaction), so an edit in a
  // 500-row table touches one row instead of handing the grid a new 500-row array to compare.
  // React re-renders this component only when the row count changes (auto height, add button).
  const firstRows = useMemo(() => runtime.rows(tableName), [runtime, tableName]);
  const rowCount = useStore(runtime.store, (state) => (Array.isArray(state.values[tableName]) ? (state.values[tableName] as FormRow[]).length : 0));
  useEffect(
    () =>
      runtime.store.subscribe((state, previous) => {
        const next = state.values[tableName] as FormRow[] | undefined;
        const before = previous.values[tableName] as FormRow[] | undefined;
        if (next === before || !api.current || !next || !before) return;
        showRowChanges(api.current, rowChanges(before, next));
      }),
    [runtime, tableName],
  );
  const allIssues = useStore(runtime.store, (state) => state.issues);
  const api = useRef<GridApi<FormRow> | null>(null);
  const [selected, setSelected] = useState(0);
  const editable = runtime.mode !== 'view';
  const options = useColumnOptions(runtime, sub);
  const issues = useMemo(() => Object.fromEntries(Object.entries(allIssues).filter(([path]) => path.startsWith(`/${tableName}/`))), [allIssues, tableName]);
  // An issue of the whole sub-table (too few or too many rows) shows under its title.
  const tableIssue = allIssues[`/${tableName}`];
  const context = useMemo<GridContext>(() => ({ runtime, tableName, issues }), [runtime, tableName, issues]);
  useEffect(() => {
    api.current?.refreshCells({ force: true });
  }, [issues]);
  const columnDefs = useMemo<ColDef<FormRow>[]>(() => {
    const numberColumn: ColDef<FormRow> = { colId: '#', headerName: '#', valueGetter: (params) => (params.node?.rowIndex ?? 0) + 1, width: 64, pinned: 'left', editable: false, sortable: false, suppressMovable: true };
    return [numberColumn, ...sub.fields.filter((f) => f.hidden !== 'Y' && f.type !== 'text' && f.type !== 'divider').map((field) => columnOf(field, options[field.colCode], editable))];
  }, [sub, options, editable]);
  const atMax = sub.maxRows !== undefined && rowCount >= sub.maxRows;
  const addRow = () => runtime.setRows(tableName, [...runtime.rows(tableName), runtime.newRow(tableName)]);
  const removeRows = () => {
    const keys = new Set((api.current?.getSelectedRows() ?? []).map((row) => row.__key));
    runtime.setRows(tableName, runtime.rows(tableName).filter((row) => !keys.has(row.__key)));
    setSelected(0);
  };
  const issueLines = Object.entries(issues).slice(0, shownIssueLines).map(([path, message]) => {
    const row = Number(path.split('/')[2]) + 1;
    return `${t('form.subTable.row', { row })}: ${message}`;
  });
  return (
    <div className="wharf-form-subtable" data-subtable={tableName} style={{ marginBottom: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>{sub.title}</Typography.Text>
        {editable && (
          <Space>
            <Button size="small" onClick={addRow} disabled={atMax}>{t('form.subTable.add')}</Button>
            <Button size="small" danger onClick={removeRows} disabled={selected === 0}>{t('form.subTable.remove', { count: selected })}</Button>
          </Space>
        )}
      </Space>
      {tableIssue && (
        <Typography.Text type="danger" data-testid={`subtable-issue-${tableName}`} style={{ display: 'block', marginBottom: 8 }}>
          {tableIssue}
        </Typography.Text>
      )}
      <div style={rowCount <= autoHeightRows ? undefined : { height: gridHeight }}>
        <AgGridReact<FormRow>
          theme={gridTheme}
          rowData={firstRows}
          columnDefs={columnDefs}
          context={context}
          getRowId={rowIdOf}
          domLayout={rowCount <= autoHeightRows ? 'autoHeight' : 'normal'}
          {...(editable ? { rowSelection: { mode: 'multiRow' as const, checkboxes: true, headerCheckbox: true, enableClickSelection: false } } : {})}
          singleClickEdit
          stopEditingWhenCellsLoseFocus
          tooltipShowDelay={200}
          noRowsOverlayComponent={EmptyRowsText}
          onGridReady={(event: GridReadyEvent<FormRow>) => {
            api.current = event.api;
            // Rows changed while the grid was starting (no transaction could reach it): hand it the current ones.
            if (runtime.rows(tableName) !== firstRows) event.api.setGridOption('rowData', runtime.rows(tableName));
          }}
          onSelectionChanged={(event) => setSelected(event.api.getSelectedRows().length)}
        />
      </div>
      {issueLines.length > 0 && <Alert type="error" showIcon style={{ marginTop: 8 }} title={issueLines.map((line) => <div key={line}>{line}</div>)} />}
    </div>
  );
}
