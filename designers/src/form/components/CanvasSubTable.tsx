import { useDroppable } from '@dnd-kit/core';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DropTarget } from '../model/dropActions';
import { useDesigner, useDesignerContext } from './designerContext';
import { useDesignerActions } from './useDesignerActions';

/** A sub-table (master–detail): its columns as chips to select, a drop zone for new columns from the palette. */
export function CanvasSubTable({ tableName }: { tableName: string }) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const actions = useDesignerActions();
  const sub = useDesigner((state) => state.definition.subTables?.find((each) => each.tableName === tableName));
  const selectedColumn = useDesigner((state) => (state.selection?.kind === 'subField' && state.selection.tableName === tableName ? state.selection.colCode : undefined));
  const data: DropTarget = { target: 'columns', tableName };
  const { setNodeRef, isOver } = useDroppable({ id: `columns:${tableName}`, data, disabled: readOnly });
  if (!sub) return null;
  return (
    <div>
      <Typography.Text strong>{sub.title}</Typography.Text>
      <div
        ref={setNodeRef}
        data-columns={tableName}
        aria-label={t('designer.form.canvas.columns')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4, padding: 6, border: `1px dashed ${isOver ? '#1677ff' : '#d9d9d9'}`, borderRadius: 4 }}
      >
        {sub.fields.map((field) => (
          <Tag.CheckableTag
            key={field.colCode}
            checked={selectedColumn === field.colCode}
            onChange={() => store.getState().select({ kind: 'subField', tableName, colCode: field.colCode })}
          >
            {field.title} · {field.colCode}
          </Tag.CheckableTag>
        ))}
        {!readOnly && (
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={(event) => {
            event.stopPropagation();
            actions.drop({ action: 'addColumn', tableName, type: 'input' });
          }}>
            {t('designer.form.canvas.addColumn')}
          </Button>
        )}
      </div>
    </div>
  );
}
