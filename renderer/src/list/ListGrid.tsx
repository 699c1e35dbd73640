import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Space, Tabs, Typography, message } from 'antd';
import { AgGridReact } from 'ag-grid-react';
import { useGridTheme } from '../grid/gridTheme';
import type { ColumnState, GridApi } from 'ag-grid-community';
import { encodeListQueryParams, type ListSuperQuery } from '@wharf/engine';
import type { ViewButton, ViewColumn, ViewDefinition, ViewNestedTable } from '@wharf/schemas';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonEffectOf, isShownForRow, isWriteButton, permittedButtons } from './buttonRules';
import { applyColumnSettings, settingsFromGridState } from './columnSettings';
import { ColumnSettingsPopover } from './ColumnSettingsPopover';
import { createListDatasource } from './createListDatasource';
import { errorMessage, wasAlreadyShown } from './errorMessage';
import { gridColumns } from './gridColumns';
import { ImportDialog } from './ImportDialog';
import { ListCards } from './ListCards';
import { dictionaryCellText, useListDictionaries } from './listDictionaries';
import { ListPager } from './ListPager';
import { OnlineModifyDialog } from './OnlineModifyDialog';
import { QueryForm } from './QueryForm';
import { deriveQueryFields, initialQueryValues, type QueryValue } from './queryFields';
import { runExportInBackground, runListButton, type ButtonRunContext } from './runListButton';
import { SuperQueryPanel } from './SuperQueryPanel';
import type { ColumnSetting, ListRecord, ListRendererProps } from './types';
import { useGridLocaleText } from './gridLocaleText';
import { useCardPage } from './useCardPage';
import { useIsNarrow } from './useIsNarrow';
import { SelectionHeader } from './SelectionHeader';
import './registerGridModules';

/** Page sizes of list pages (spec §9). */
export const listPageSizes = [10, 20, 50, 100, 200, 500] as const;
/** Block size when the view scrolls without pages. */
const scrollBlockSize = 100;

const buttonTypes: Record<NonNullable<ViewButton['buttonStyle']>, { type?: 'primary' | 'default' | 'dashed' | 'link' | 'text'; danger?: boolean }> = {
  primary: { type: 'primary' },
  default: { type: 'default' },
  dashed: { type: 'dashed' },
  danger: { danger: true },
  link: { type: 'link' },
  text: { type: 'text' },
};

export interface ListGridProps extends ListRendererProps {
  /** Filters added by the page around the grid (a tree node), next to fixedQuery. */
  extraQuery?: Readonly<Record<string, string>>;
}

/**
 * One view as a list page (spec §2): query form and super query, toolbar and row buttons, an
 * Infinite Row Model grid (pages of 10…500 with one pager: total, sizes, quick jumper; or endless
 * scrolling) — on a phone (below 768 px) one card per record —, selection, per-user column
 * settings, online modification and nested tables of the clicked row.
 */
export function ListGrid(props: ListGridProps) {
  const { t, i18n } = useTranslation();
  const { definition, services } = props;
  const localeText = useGridLocaleText();
  const gridTheme = useGridTheme();
  const [modal, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const fields = useMemo(() => deriveQueryFields(definition), [definition]);
  const [initialValues] = useState(() => initialQueryValues(definition, fields, (props.now ?? (() => new Date()))()));
  const [values, setValues] = useState<Record<string, QueryValue>>(initialValues);
  const [superQuery, setSuperQuery] = useState<ListSuperQuery>({ matchType: 'and', conditions: [] });
  const [isSuperQueryOpen, setSuperQueryOpen] = useState(false);
  const isPaged = definition.page?.isPage !== 'N';
  const [pageSize, setPageSize] = useState<number>(definition.page?.pageNum ?? 20);
  const blockSize = isPaged ? pageSize : scrollBlockSize;
  const [total, setTotal] = useState<number>();
  const [selected, setSelected] = useState<ListRecord[]>([]);
  const [settings, setSettings] = useState<ReadonlyArray<ColumnSetting>>();
  const [onlineRows, setOnlineRows] = useState<ListRecord[] | null>(null);
  const [isImportOpen, setImportOpen] = useState(false);
  const [clickedRow, setClickedRow] = useState<ListRecord>();
  const [reloadCount, setReloadCount] = useState(0);
  // The grid's page as the pager shows it: 0-based page and the rows the grid knows of.
  const [gridPage, setGridPage] = useState({ page: 0, rowCount: 0 });
  const isCompact = useIsNarrow();
  const apiRef = useRef<GridApi | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const fixedKey = JSON.stringify({ ...(props.fixedQuery ?? {}), ...(props.extraQuery ?? {}) });
  const fixedQuery = useMemo(() => JSON.parse(fixedKey) as Record<string, string>, [fixedKey]);
  const defaultSort = definition.page?.sortColumn ? { column: definition.page.sortColumn, order: definition.page.sortOrder ?? 'desc' } : undefined;
  const defaultSortKey = JSON.stringify(defaultSort ?? null);

  useEffect(() => {
    if (!services.loadColumnSettings) return;
    let isCurrent = true;
    services.loadColumnSettings(definition.viewCode).then((saved) => isCurrent && setSettings(saved), () => undefined);
    return () => { isCurrent = false; };
  }, [services, definition.viewCode]);

  const columns = useMemo(() => applyColumnSettings(definition.columns ?? [], settings), [definition.columns, settings]);
  const dictionaries = useListDictionaries(services, definition.columns ?? []);
  const buttons = useMemo(() => permittedButtons(definition, props.permissions), [definition, props.permissions]);

  const queryFor = useCallback(
    (page: { pageNo: number; pageSize: number; sort: { column: string; order: 'asc' | 'desc' } | undefined }) =>
      encodeListQueryParams({ fields, values, superQuery, fixedQuery, ...page }),
    [fields, values, superQuery, fixedQuery],
  );

  const onLoaded = (result: { total?: number }) => setTotal(typeof result.total === 'number' ? result.total : undefined);
  const onLoadError = (error: unknown) => void (wasAlreadyShown(error) || messageApi.warning(errorMessage(error, t('list.message.loadFailed'))));
  const datasource = useMemo(
    () =>
      createListDatasource({
        fetchRows: (params) => services.fetchRows(params),
        // A paged list shows its total (one pager, "1 to 20 of more" never): each page asks for the count.
        buildQuery: isPaged ? (page) => ({ ...queryFor(page), total: 'true' }) : queryFor,
        blockSize,
        ...(defaultSortKey !== 'null' ? { defaultSort: JSON.parse(defaultSortKey) as { column: string; order: 'asc' | 'desc' } } : {}),
        onLoaded,
        onError: onLoadError,
      }),
    // A new datasource (new filters) starts from the first block; a reload keeps it (`reload`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, queryFor, blockSize, defaultSortKey, isPaged],
  );
  useEffect(() => setSelected([]), [datasource]);
  const cards = useCardPage({ isActive: isCompact, services, buildQuery: queryFor, pageSize: isPaged ? pageSize : scrollBlockSize, sort: defaultSort, reloadCount, onLoaded, onError: onLoadError });

  const persistSettings = (next: ColumnSetting[]) => {
    setSettings(next);
    if (!services.saveColumnSettings) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      services.saveColumnSettings!(definition.viewCode, next).catch((error: unknown) => void (wasAlreadyShown(error) || messageApi.warning(errorMessage(error, t('list.message.saveFailed')))));
    }, 400);
  };
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  // After a change (delete, copy, import, online modification) or on "refresh": the same page read
  // again, not page 1. The grid reloads the blocks it holds; the cards read their page again.
  const reload = (options?: { clearSelection?: boolean }) => {
    if (options?.clearSelection) {
      apiRef.current?.deselectAll();
      setSelected([]);
    }
    if (isCompact) setReloadCount((count) => count + 1);
    else apiRef.current?.refreshInfiniteCache();
  };

  const pageRows = (): ListRecord[] => {
    if (isCompact) return [...(cards.rows ?? [])];
    const api = apiRef.current;
    if (!api) return [];
    const [first, last] = isPaged
      ? [api.paginationGetCurrentPage() * api.paginationGetPageSize(), (api.paginationGetCurrentPage() + 1) * api.paginationGetPageSize() - 1]
      : [api.getFirstDisplayedRowIndex(), api.getLastDisplayedRowIndex()];
    const rows: ListRecord[] = [];
    for (let index = first; index <= last; index += 1) {
      const data = api.getDisplayedRowAtIndex(index)?.data as ListRecord | undefined;
      if (data) rows.push(data);
    }
    return rows;
  };

  const runContext: ButtonRunContext = {
    definition,
    services,
    onOpenForm: props.onOpenForm,
    onButtonAction: props.onButtonAction,
    t: (key, options) => t(key, options),
    notify: (level, text) => void messageApi[level](text),
    confirm: ({ title, content }) => new Promise<boolean>((resolve) => {
      modal.confirm({ title, content, okText: t('list.action.ok'), cancelText: t('list.action.cancel'), onOk: () => resolve(true), onCancel: () => resolve(false) });
    }),
    pageRows,
    exportParams: () => {
      // The export follows what the user sees: the grid's current sort, else the view's default.
      const sorted = apiRef.current?.getColumnState().find((column) => column.sort === 'asc' || column.sort === 'desc');
      const sort = sorted ? { column: sorted.colId, order: sorted.sort as 'asc' | 'desc' } : defaultSort;
      const { pageNo: _pageNo, pageSize: _pageSize, ...query } = queryFor({ pageNo: 1, pageSize, sort });
      return { query };
    },
    openOnlineModify: (rows) => setOnlineRows(rows),
    openImport: () => setImportOpen(true),
    reload,
  };
  const run = (button: ViewButton, rows: ReadonlyArray<ListRecord>) => void runListButton(button, rows, runContext);
  // The host's guard (the web's demo-mode directive) over the buttons that change data.
  const guarded = (button: ViewButton, control: ReactElement, key: Key): ReactNode =>
    (props.guardWriteControl && isWriteButton(button) ? <Fragment key={key}>{props.guardWriteControl(control)}</Fragment> : control);

  const renderActions = (row: ListRecord) => (
    <Space size={0} onClick={(event) => event.stopPropagation()}>
      {buttons.inline.filter((button) => isShownForRow(button, row)).map((button, index) => guarded(button, (
        <Button key={button.buttonCode ?? index} size="small" type="link" danger={button.buttonStyle === 'danger' || button.openType === 'delete'} onClick={() => run(button, [row])}>
          {button.buttonName}
        </Button>
      ), button.buttonCode ?? index))}
    </Space>
  );

  const formatBoolean = (value: unknown) => (value === true || value === 'Y' || value === '1' || value === 'true' ? t('list.value.yes') : value === undefined || value === null || value === '' ? '' : t('list.value.no'));
  // No "select all" box in the selection column's header: the column is named for screen readers
  // instead. One object per language: a new one makes the grid rebuild its columns.
  const selectionColumnDef = useMemo(() => ({ headerName: t('list.selectColumn'), headerComponent: SelectionHeader }), [t]);
  const columnDefs = useMemo(
    () =>
      gridColumns(columns, {
        isLineNum: definition.page?.isLineNum === 'Y',
        inlineButtons: buttons.inline,
        ...(definition.page?.actionWidth !== undefined ? { actionWidth: definition.page.actionWidth } : {}),
        actionHeader: t('list.column.actions'),
        renderActions,
        dictionaryText: (dictCode, value) => dictionaryCellText(dictionaries, dictCode, value),
        formatBoolean,
      }),
    // renderActions closes over the current run context; the action cells re-render with the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, buttons, definition.page, t, datasource, dictionaries],
  );

  const saveGridColumnState = (state: ColumnState[]) => persistSettings(settingsFromGridState(state, definition.columns ?? []));

  const onPagerChange = (page: number, size: number) => {
    if (size !== pageSize) return setPageSize(size);
    if (isCompact) cards.goTo(page);
    else apiRef.current?.paginationGoToPage(page - 1);
  };
  const cellText = (column: ViewColumn, value: unknown): string => {
    if (column.dictCode) return dictionaryCellText(dictionaries, column.dictCode, value);
    if (column.colType === 'boolean') return formatBoolean(value);
    return value === undefined || value === null ? '' : String(value);
  };
  const onToggleCard = (row: ListRecord, isSelected: boolean) => {
    if (props.selectionMode === 'single') return setSelected(isSelected ? [row] : []);
    setSelected((current) => (isSelected ? [...current.filter((other) => other.id !== row.id), row] : current.filter((other) => other.id !== row.id)));
  };

  const hasDictionaryExport = (definition.columns ?? []).some((column) => column.dictCode && column.isExport !== 'N');
  const superQueryColumns = (definition.columns ?? []).filter((column) => column.isFilter !== 'N' && column.isHidden !== 'Y');
  const toolbarButtons = buttons.toolbar.filter((button) => selected.length === 0 || !button.showCondition || selected.every((row) => isShownForRow(button, row)));

  return (
    <div className="wharf-list">
      {modalHolder}
      {messageHolder}
      <QueryForm fields={fields} values={values} initialValues={initialValues} onSearch={setValues} dictionaries={dictionaries} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
        <Space wrap>
          {toolbarButtons.map((button, index) => {
            const main = (
              <Button key={button.buttonCode ?? index} {...buttonTypes[button.buttonStyle ?? 'default']} onClick={() => run(button, selected)}>
                {button.buttonName}
              </Button>
            );
            if (buttonEffectOf(button) !== 'exportRows' || (!services.exportInBackground && !hasDictionaryExport)) return guarded(button, main, button.buttonCode ?? index);
            // The export's other choices: the same export as a background task (download centre), and
            // with each dictionary column's codes beside its texts.
            const choices = [
              ...(services.exportInBackground ? [{ key: 'background', label: t('list.action.exportInBackground') }] : []),
              ...(hasDictionaryExport ? [{ key: 'withDictCode', label: t('list.action.exportWithDictCode') }] : []),
            ];
            const withCodes: ButtonRunContext = { ...runContext, exportParams: () => ({ query: { ...runContext.exportParams().query, withDictCode: 'Y' } }) };
            return (
              <Space.Compact key={button.buttonCode ?? index}>
                {main}
                <Dropdown trigger={['click']} menu={{ items: choices, onClick: ({ key }) => void (key === 'background' ? runExportInBackground(button, runContext) : runListButton(button, selected, withCodes)) }}>
                  <Button {...buttonTypes[button.buttonStyle ?? 'default']} icon={<DownOutlined />} aria-label={choices[0]!.label} data-testid="export-choices" />
                </Dropdown>
              </Space.Compact>
            );
          })}
        </Space>
        <Space wrap>
          {selected.length > 0 ? <Typography.Text type="secondary">{t('list.selectedCount', { count: selected.length })}</Typography.Text> : null}
          {superQueryColumns.length > 0 ? <Button onClick={() => setSuperQueryOpen(true)}>{t('list.superQuery.title')}{superQuery.conditions.length > 0 ? ` (${superQuery.conditions.length})` : ''}</Button> : null}
          <ColumnSettingsPopover
            columns={columns}
            onToggle={(colCode, isVisible) => persistSettings(columns.map((column) => ({ colCode: column.colCode, isHidden: column.colCode === colCode ? !isVisible : column.isHidden === 'Y', ...(column.colWidth !== undefined ? { width: column.colWidth } : {}) })))}
            onReset={() => persistSettings([])}
          />
          <Button onClick={() => reload()}>{t('list.action.refresh')}</Button>
        </Space>
      </div>
      {isCompact ? (
        <ListCards
          columns={columns.filter((column) => column.isHidden !== 'Y')}
          rows={cards.rows}
          selectedIds={new Set(selected.map((row) => row.id))}
          onToggle={onToggleCard}
          renderActions={renderActions}
          cellText={cellText}
        />
      ) : (
      <div style={{ height: props.height ?? 520 }}>
        <AgGridReact
          theme={gridTheme}
          // A new page size or language needs a new grid: block size and locale texts are read at start.
          key={`${blockSize}-${i18n.language}`}
          rowModelType="infinite"
          localeText={localeText}
          datasource={datasource}
          cacheBlockSize={blockSize}
          maxBlocksInCache={isPaged ? undefined : 50}
          infiniteInitialRowCount={1}
          columnDefs={columnDefs}
          getRowId={(params) => String((params.data as ListRecord).id)}
          rowSelection={{ mode: props.selectionMode === 'single' ? 'singleRow' : 'multiRow', checkboxes: true, enableClickSelection: true, enableSelectionWithoutKeys: true, ...(props.selectionMode === 'single' ? {} : { headerCheckbox: false }) }}
          selectionColumnDef={selectionColumnDef}
          pagination={isPaged}
          paginationPageSize={pageSize}
          suppressPaginationPanel
          {...(definition.page?.headerHeight ? { headerHeight: definition.page.headerHeight } : {})}
          {...(definition.page?.rowHeight ? { rowHeight: definition.page.rowHeight } : {})}
          onGridReady={(event) => { apiRef.current = event.api; }}
          onSelectionChanged={(event) => setSelected(event.api.getSelectedRows() as ListRecord[])}
          onRowClicked={(event) => event.data && setClickedRow(event.data as ListRecord)}
          onPaginationChanged={(event) => {
            const next = { page: event.api.paginationGetCurrentPage(), rowCount: event.api.paginationGetRowCount() };
            if (next.page !== gridPage.page || next.rowCount !== gridPage.rowCount) setGridPage(next);
          }}
          onColumnMoved={(event) => event.finished && saveGridColumnState(event.api.getColumnState())}
          onColumnResized={(event) => event.finished && event.source === 'uiColumnResized' && saveGridColumnState(event.api.getColumnState())}
        />
      </div>
      )}
      {isPaged || isCompact ? (
        <ListPager
          current={(isCompact ? cards.page : gridPage.page + 1)}
          pageSize={isPaged ? pageSize : scrollBlockSize}
          total={isCompact ? cards.total : total ?? gridPage.rowCount}
          pageSizes={listPageSizes}
          isCompact={isCompact}
          onChange={onPagerChange}
        />
      ) : null}
      {isSuperQueryOpen ? (
        <SuperQueryPanel
          open
          columns={superQueryColumns}
          dictionaries={dictionaries}
          value={superQuery}
          onClose={() => setSuperQueryOpen(false)}
          onApply={(next) => {
            setSuperQuery(next);
            setSuperQueryOpen(false);
          }}
        />
      ) : null}
      {onlineRows && services.saveRows ? (
        <OnlineModifyDialog
          definition={definition}
          rows={onlineRows}
          saveRows={services.saveRows}
          onClose={() => setOnlineRows(null)}
          onSaved={(count) => {
            setOnlineRows(null);
            void messageApi.success(t('list.online.saved', { count }));
            reload();
          }}
        />
      ) : null}
      {isImportOpen && services.importRows ? (
        <ImportDialog
          importRows={services.importRows}
          {...(services.downloadImportTemplate ? { downloadTemplate: services.downloadImportTemplate } : {})}
          {...(services.importInBackground ? { importInBackground: (file: File) => services.importInBackground!(file, reload) } : {})}
          onClose={() => setImportOpen(false)}
          onImported={(result) => {
            if (result.refused === 0) void messageApi.success(result.message || t('list.import.done'));
            reload();
          }}
        />
      ) : null}
      {clickedRow && definition.nestedTables && definition.nestedTables.length > 0 && services.loadNestedView ? (
        <NestedTables key={clickedRow.id} row={clickedRow} tables={definition.nestedTables} parent={props} />
      ) : null}
    </div>
  );
}

function NestedTable(props: { row: ListRecord; table: ViewNestedTable; parent: ListRendererProps }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<{ definition: ViewDefinition; services: ListRendererProps['services'] } | { error: string }>();
  useEffect(() => {
    let isCurrent = true;
    props.parent.services.loadNestedView!(props.table.viewCode).then(
      (view) => isCurrent && setLoaded(view),
      (error: unknown) => isCurrent && setLoaded({ error: errorMessage(error, t('list.message.loadFailed')) }),
    );
    return () => { isCurrent = false; };
  }, [props.parent.services, props.table.viewCode, t]);
  if (!loaded) return <Typography.Text type="secondary">{t('list.loading')}</Typography.Text>;
  if ('error' in loaded) return <Typography.Text type="warning">{loaded.error}</Typography.Text>;
  const value = props.row[props.table.colCode];
  // An empty filter value means "no filter" to the list API: a row without the key has no related rows to show.
  if (value === undefined || value === null || value === '') return <Typography.Text type="secondary">{t('list.nested.noKey')}</Typography.Text>;
  return (
    <ListGrid
      definition={loaded.definition}
      services={loaded.services}
      {...(props.parent.permissions ? { permissions: props.parent.permissions } : {})}
      {...(props.parent.onOpenForm ? { onOpenForm: props.parent.onOpenForm } : {})}
      {...(props.parent.onButtonAction ? { onButtonAction: props.parent.onButtonAction } : {})}
      {...(props.parent.guardWriteControl ? { guardWriteControl: props.parent.guardWriteControl } : {})}
      fixedQuery={{ [props.table.relatedColCode]: String(value) }}
      height={300}
    />
  );
}

/** The nested tables of the clicked row (spec §3 page settings): each another view filtered by the row. */
function NestedTables(props: { row: ListRecord; tables: ReadonlyArray<ViewNestedTable>; parent: ListRendererProps }) {
  return (
    <Tabs
      style={{ marginTop: 12 }}
      items={props.tables.map((table, index) => ({ key: `${index}`, label: table.title ?? table.viewCode, children: <NestedTable row={props.row} table={table} parent={props.parent} /> }))}
    />
  );
}
