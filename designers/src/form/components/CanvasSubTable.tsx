import { useDroppable } from '@dnd-kit/core';
import { PlusOutlined } from '@ant-design/icons';
import { isLanguage } from '@wharf/engine';
import { FieldWidgetPreview } from '@wharf/renderer/FieldWidgetPreview';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DropTarget } from '../model/dropActions';
import { useDesigner, useDesignerContext } from './designerContext';
import { InsertionLine } from './InsertionLine';
import { useInsertionMarker } from './useInsertionMarker';
import { useDesignerActions } from './useDesignerActions';

const selectedColour = 'var(--ant-color-primary, #1677ff)';

/**
 * A sub-table (master–detail) as the form will show it: a grid whose header names its columns
 * (click one to select it) over one row of their real widgets, inert; the grid is also the drop
 * zone for new columns from the palette (the insertion marker shows where they land).
 */
export function CanvasSubTable({ tableName }: { tableName: string }) {
  const { t, i18n } = useTranslation();
  const { store, services, readOnly } = useDesignerContext();
  const actions = useDesignerActions();
  const sub = useDesigner((state) => state.definition.subTables?.find((each) => each.tableName === tableName));
  const selectedColumn = useDesigner((state) => (state.selection?.kind === 'subField' && state.selection.tableName === tableName ? state.selection.colCode : undefined));
  const data: DropTarget = { target: 'columns', tableName };
  const { setNodeRef, isOver } = useDroppable({ id: `columns:${tableName}`, data, disabled: readOnly });
  const marker = useInsertionMarker(data, isOver);
  if (!sub) return null;
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const columns = sub.fields.map((field) => ({
    key: field.colCode,
    width: 160,
    onHeaderCell: () => ({ style: selectedColumn === field.colCode ? { boxShadow: `inset 0 -2px 0 ${selectedColour}` } : {} }),
    title: (
      <span
        role="button"
        tabIndex={0}
        aria-pressed={selectedColumn === field.colCode}
        data-sub-field={field.colCode}
        style={{ cursor: 'pointer', color: selectedColumn === field.colCode ? selectedColour : undefined }}
        onClick={() => store.getState().select({ kind: 'subField', tableName, colCode: field.colCode })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') store.getState().select({ kind: 'subField', tableName, colCode: field.colCode });
        }}
      >
        {field.required === 'Y' && <span style={{ color: '#ff4d4f', marginInlineEnd: 2 }}>*</span>}
        {field.title} <Typography.Text type="secondary" style={{ fontSize: 11 }}>{field.colCode}</Typography.Text>
      </span>
    ),
    render: () => <FieldWidgetPreview field={field} services={services.form} lang={lang} id={`wharf-canvas-${tableName}-${field.colCode}`} />,
  }));
  return (
    <div>
      <Typography.Text strong>{sub.title}</Typography.Text>
      <div
        ref={setNodeRef}
        data-columns={tableName}
        aria-label={t('designer.form.canvas.columns')}
        style={{ position: 'relative', marginTop: 4, padding: 4, border: `1px dashed ${marker ? '#1677ff' : '#d9d9d9'}`, borderRadius: 4, overflowX: 'auto' }}
      >
        {columns.length > 0 && <Table size="small" bordered pagination={false} columns={columns} dataSource={[{ key: 'row' }]} tableLayout="fixed" />}
        {!readOnly && (
          <Button size="small" type="dashed" icon={<PlusOutlined />} style={{ marginTop: 4 }} onClick={(event) => {
            event.stopPropagation();
            actions.drop({ action: 'addColumn', tableName, type: 'input' });
          }}>
            {t('designer.form.canvas.addColumn')}
          </Button>
        )}
        {marker && <InsertionLine side={marker} />}
      </div>
    </div>
  );
}
