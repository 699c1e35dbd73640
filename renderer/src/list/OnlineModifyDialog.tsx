import { Alert, Button, Modal, Space } from 'antd';
import { AgGridReact } from 'ag-grid-react';
import { useGridTheme } from '../grid/gridTheme';
import type { CellClassParams, CellStyle, ColDef, ITooltipParams } from 'ag-grid-community';
import type { ViewDefinition } from '@wharf/schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changedRows, editableColumns, issuesByCell, requiredIssues, type CellIssues } from './onlineModify';
import { errorMessage } from './errorMessage';
import type { ListRecord, ListServices } from './types';
import { useGridLocaleText } from './gridLocaleText';
import './registerGridModules';

export interface OnlineModifyDialogProps {
  definition: ViewDefinition;
  rows: ReadonlyArray<ListRecord>;
  saveRows: NonNullable<ListServices['saveRows']>;
  onClose(): void;
  /** After a successful save, with the number of rows saved. */
  onSaved(count: number): void;
}

const invalidCellStyle: CellStyle = { background: '#fff1f0', boxShadow: 'inset 0 0 0 1px #ff4d4f' };
const readOnlyCellStyle: CellStyle = { color: '#888' };
const noIssues: CellIssues = { byCell: new Map(), general: [] };

/**
 * Online modification (spec §2, §5): the rows in a spreadsheet-like grid where the view's editable
 * columns can be changed; everything is saved in one call, and what the server (or a required
 * column) refuses is marked on its cell with the message as tooltip. Nothing is saved partly.
 */
export function OnlineModifyDialog(props: OnlineModifyDialogProps) {
  const { t } = useTranslation();
  const gridTheme = useGridTheme();
  const localeText = useGridLocaleText();
  const editable = useMemo(() => editableColumns(props.definition), [props.definition]);
  const editableCodes = useMemo(() => new Set(editable.map((column) => column.colCode)), [editable]);
  // The grid edits copies; the loaded rows stay as they were so only real changes are sent.
  const [rowData] = useState(() => props.rows.map((row) => ({ ...row })));
  const [edited, setEdited] = useState<Map<string, Record<string, unknown>>>(new Map());
  const [issues, setIssues] = useState<CellIssues>(noIssues);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  const cellMessages = (params: CellClassParams | ITooltipParams) => {
    const id = (params.data as ListRecord | undefined)?.id;
    const colId = params.colDef && 'field' in params.colDef ? String(params.colDef.field) : '';
    return id ? issues.byCell.get(id)?.get(colId) : undefined;
  };

  const columnDefs = useMemo<ColDef[]>(
    () =>
      (props.definition.columns ?? [])
        .filter((column) => column.isHidden !== 'Y')
        .map((column) => ({
          field: column.colCode,
          headerName: `${column.isRequire === 'Y' && editableCodes.has(column.colCode) ? '* ' : ''}${column.colName}`,
          editable: editableCodes.has(column.colCode),
          width: column.colWidth ?? 150,
          cellClassRules: { 'wharf-cell-invalid': (params: CellClassParams) => Boolean(cellMessages(params)) },
          cellStyle: (params: CellClassParams): CellStyle | null => (cellMessages(params) ? invalidCellStyle : editableCodes.has(column.colCode) ? null : readOnlyCellStyle),
          tooltipValueGetter: (params: ITooltipParams) => cellMessages(params)?.join('\n'),
        })),
    // cellMessages reads the latest issues; the grid is refreshed when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.definition, editableCodes, issues],
  );

  const save = async () => {
    const rows = changedRows(props.rows, edited, editable);
    if (rows.length === 0) {
      setFailure(t('list.online.noChanges'));
      return;
    }
    const local = requiredIssues(rows, editable, (column) => t('list.online.required', { name: column.colName }));
    if (local.length > 0) {
      setIssues(issuesByCell(local, rows));
      setFailure(t('list.online.fixCells'));
      return;
    }
    setSaving(true);
    setFailure(undefined);
    try {
      const result = await props.saveRows(rows);
      if (result && result.issues && result.issues.length > 0) {
        const mapped = issuesByCell(result.issues, rows);
        setIssues(mapped);
        setFailure([t('list.online.fixCells'), ...mapped.general].join(' '));
        return;
      }
      setIssues(noIssues);
      props.onSaved(rows.length);
    } catch (error) {
      setFailure(errorMessage(error, t('list.message.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('list.online.title')}
      width="90vw"
      onCancel={props.onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={props.onClose}>{t('list.action.cancel')}</Button>
          <Button type="primary" loading={isSaving} onClick={() => void save()}>{t('list.online.save', { count: edited.size })}</Button>
        </Space>
      }
    >
      {editable.length === 0 ? <Alert type="warning" showIcon title={t('list.online.noEditableColumns')} style={{ marginBottom: 8 }} /> : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} /> : null}
      <div style={{ height: '60vh' }}>
        <AgGridReact
          theme={gridTheme}
          rowData={rowData}
          localeText={localeText}
          columnDefs={columnDefs}
          getRowId={(params) => String((params.data as ListRecord).id)}
          singleClickEdit
          stopEditingWhenCellsLoseFocus
          tooltipShowDelay={0}
          onCellValueChanged={(event) => {
            const id = String((event.data as ListRecord).id);
            const field = String(event.colDef.field);
            setEdited((current) => new Map(current).set(id, { ...(current.get(id) ?? {}), [field]: event.newValue }));
          }}
        />
      </div>
    </Modal>
  );
}
