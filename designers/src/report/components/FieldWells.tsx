import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useDndContext, useDraggable, useDroppable } from '@dnd-kit/core';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import { Button, Empty, Select, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptsField, fieldDragId, fieldTitle, wellCodes, wellDropId, type FieldRef, type Well } from '../model/wellEdits';

const chipStyle: CSSProperties = {
  display: 'inline-flex', alignItems: 'center', gap: 4, padding: '2px 8px', margin: '0 6px 6px 0', borderRadius: 4,
  border: '1px solid var(--ant-color-border, #d9d9d9)', background: 'var(--ant-color-bg-container, #fff)', fontSize: 13, touchAction: 'none',
};

/** A dataset field that can be dragged onto a well (mouse, touch, or keyboard: space to pick up, arrows, space to drop). */
function FieldChip({ field, title, isReadOnly }: { field: FieldRef; title: string; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: fieldDragId(field), disabled: Boolean(isReadOnly) });
  const style: CSSProperties = {
    ...chipStyle,
    cursor: isReadOnly ? 'default' : 'grab',
    color: field.role === 'measure' ? 'var(--ant-color-success, #389e0d)' : 'var(--ant-color-primary, #1677ff)',
    ...(transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10, position: 'relative' } : {}),
    ...(isDragging ? { opacity: 0.8, boxShadow: '0 2px 8px rgba(0,0,0,0.2)' } : {}),
  };
  return (
    <span ref={setNodeRef} style={style} {...attributes} {...listeners} data-field={`${field.role}:${field.code}`} aria-label={t(`designer.report.field.${field.role}`, { title })}>
      <HolderOutlined aria-hidden />
      {title}
    </span>
  );
}

/** The dataset's dimensions and measures, to drag onto the wells. */
export function FieldList({ dataset, isReadOnly }: { dataset: DatasetDefinition | undefined; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  if (!dataset) return <Empty description={t('designer.report.fields.noDataset')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <div data-testid="report-fields">
      <Typography.Text strong>{t('designer.report.fields.dimensions')}</Typography.Text>
      <div style={{ margin: '6px 0 12px' }}>
        {dataset.dimension.map((dimension) => <FieldChip key={dimension.colCode} field={{ role: 'dimension', code: dimension.colCode }} title={dimension.title} {...(isReadOnly ? { isReadOnly } : {})} />)}
      </div>
      <Typography.Text strong>{t('designer.report.fields.measures')}</Typography.Text>
      <div style={{ margin: '6px 0 12px' }}>
        {dataset.measure.map((measure) => <FieldChip key={measure.colCode} field={{ role: 'measure', code: measure.colCode }} title={measure.title} {...(isReadOnly ? { isReadOnly } : {})} />)}
      </div>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('designer.report.fields.hint')}</Typography.Paragraph>
    </div>
  );
}

export interface WellBoxProps {
  well: Well;
  widget: ReportDefinition;
  dataset: DatasetDefinition | undefined;
  isReadOnly?: boolean;
  onDrop(field: FieldRef, well: Well): void;
  onRemove(well: Well, code: string): void;
}

/**
 * One well (category axis, series, values): a drop zone for the fields it takes, showing what it
 * holds with a remove button each, and a picker that places a field without dragging.
 */
export function WellBox(props: WellBoxProps) {
  const { t } = useTranslation();
  const { well, widget, dataset } = props;
  const { setNodeRef, isOver } = useDroppable({ id: wellDropId(well), disabled: Boolean(props.isReadOnly) });
  const { active } = useDndContext();
  const dragged = active ? /^field:(dimension|measure):(.+)$/.exec(String(active.id)) : null;
  const draggedField = dragged ? ({ role: dragged[1], code: dragged[2] } as FieldRef) : undefined;
  const isWelcome = draggedField ? acceptsField(well, draggedField) : false;
  const role: FieldRef['role'] = well === 'values' ? 'measure' : 'dimension';
  const held = wellCodes(widget, well);
  const choices = (role === 'measure' ? dataset?.measure ?? [] : dataset?.dimension ?? []).filter((field) => !held.includes(field.colCode)).map((field) => ({ value: field.colCode, label: field.title }));
  const border = isOver && isWelcome ? 'var(--ant-color-primary, #1677ff)' : isWelcome ? 'var(--ant-color-primary-border, #91caff)' : 'var(--ant-color-border, #d9d9d9)';
  return (
    <div ref={setNodeRef} data-well={well} style={{ border: `1px dashed ${border}`, borderRadius: 6, padding: 8, marginBottom: 8, minHeight: 44, background: isOver && isWelcome ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <Typography.Text type="secondary">{t(`designer.report.well.${well}`)}</Typography.Text>
        {props.isReadOnly || choices.length === 0 ? null : (
          <Select<string>
            size="small"
            aria-label={t('designer.report.well.add', { well: t(`designer.report.well.${well}`) })}
            placeholder={t('designer.report.well.pick')}
            value={null as unknown as string}
            options={choices}
            style={{ width: 150 }}
            onChange={(code) => code && props.onDrop({ role, code }, well)}
          />
        )}
      </Space>
      <div style={{ marginTop: 4 }}>
        {held.length === 0 ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`designer.report.well.${well}Empty`)}</Typography.Text> : null}
        {held.map((code) => (
          <span key={code} style={chipStyle} data-held={`${well}:${code}`}>
            {fieldTitle(dataset, code)}
            {props.isReadOnly ? null : <Button type="text" size="small" aria-label={t('designer.report.well.remove', { title: fieldTitle(dataset, code) })} icon={<CloseOutlined />} onClick={() => props.onRemove(well, code)} />}
          </span>
        ))}
      </div>
    </div>
  );
}
