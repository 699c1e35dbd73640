import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, DragOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragSource, DropTarget } from '../model/dropActions';
import { entryId, findContainer, gridColumns, sameEntry, type EntryRef, type PlacedEntry } from '../model/layoutAreas';
import { selectionEntry, selectionOf } from '../model/selection';
import { CanvasContainer } from './CanvasContainer';
import { CanvasField } from './CanvasField';
import { CanvasSubTable } from './CanvasSubTable';
import { InsertionLine } from './InsertionLine';
import { useInsertionMarker } from './useInsertionMarker';
import { useDesigner, useDesignerContext } from './designerContext';
import { useDesignerActions } from './useDesignerActions';

interface EntryToolbarProps {
  entry: PlacedEntry;
  index: number;
  count: number;
}

/** Non-drag ways to move and resize the selected entry (also what keyboard users and the browser test use). */
function EntryToolbar({ entry, index, count }: EntryToolbarProps) {
  const { t } = useTranslation();
  const actions = useDesignerActions();
  const { ref, w } = entry;
  return (
    <Space size={2} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={t('designer.form.canvas.moveEarlier')}>
        <Button size="small" type="text" icon={<ArrowLeftOutlined />} aria-label={t('designer.form.canvas.moveEarlier')} disabled={index === 0} onClick={() => actions.nudge(ref, -1)} />
      </Tooltip>
      <Tooltip title={t('designer.form.canvas.moveLater')}>
        <Button size="small" type="text" icon={<ArrowRightOutlined />} aria-label={t('designer.form.canvas.moveLater')} disabled={index >= count - 1} onClick={() => actions.nudge(ref, 1)} />
      </Tooltip>
      <Tooltip title={t('designer.form.canvas.narrower')}>
        <Button size="small" type="text" icon={<MinusOutlined />} aria-label={t('designer.form.canvas.narrower')} disabled={w <= 1} onClick={() => actions.resize(ref, w - 1)} />
      </Tooltip>
      <Typography.Text style={{ fontSize: 12 }} aria-label={t('designer.form.canvas.width')}>
        {w}/{gridColumns}
      </Typography.Text>
      <Tooltip title={t('designer.form.canvas.wider')}>
        <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('designer.form.canvas.wider')} disabled={w >= gridColumns} onClick={() => actions.resize(ref, w + 1)} />
      </Tooltip>
      <Tooltip title={t('designer.form.canvas.remove')}>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.form.canvas.remove')} onClick={() => actions.remove(ref)} />
      </Tooltip>
    </Space>
  );
}

/** The handle at an entry's right edge: dragging it sideways changes the width by whole columns. */
function ResizeHandle({ entry, measure }: { entry: PlacedEntry; measure(): number }) {
  const { t } = useTranslation();
  const data: DragSource = {
    source: 'resize',
    ref: entry.ref,
    startWidth: entry.w,
    // Read when the drag ends, so the width of a column is the one on screen then.
    get columnPixels() {
      return measure();
    },
  };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `resize:${entryId(entry.ref)}`, data });
  return (
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('designer.form.canvas.resizeHandle')}
      style={{ position: 'absolute', top: 0, right: -4, width: 8, height: '100%', cursor: 'ew-resize' }}
    />
  );
}

function EntryBody({ refValue }: { refValue: EntryRef }) {
  if (refValue.kind === 'field') return <CanvasField colCode={refValue.colCode} />;
  if (refValue.kind === 'subTable') return <CanvasSubTable tableName={refValue.tableName} />;
  return <CanvasContainer containerKey={refValue.key} />;
}

/**
 * A field, sub-table or container on the canvas: selectable, draggable by its handle, a drop target
 * that inserts beside it (the insertion marker shows which side while a drag hovers it).
 */
export function CanvasEntry({ entry, index, count }: EntryToolbarProps) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const actions = useDesignerActions();
  const selected = useDesigner((state) => {
    const current = selectionEntry(state.selection);
    return current !== undefined && sameEntry(current, entry.ref) && state.selection?.kind !== 'subField';
  });
  const containerKind = useDesigner((state) => (entry.ref.kind === 'container' ? findContainer(state.definition.layout?.[state.device], entry.ref.key)?.kind : undefined));
  const element = useRef<HTMLDivElement | null>(null);
  const id = entryId(entry.ref);
  const source: DragSource = { source: 'entry', ref: entry.ref };
  const target: DropTarget = { target: 'entry', ref: entry.ref, area: entry.area };
  const draggable = useDraggable({ id, data: source, disabled: readOnly });
  const droppable = useDroppable({ id: `before:${id}`, data: target, disabled: readOnly });
  const marker = useInsertionMarker(target, droppable.isOver);
  const setRefs = (node: HTMLDivElement | null) => {
    element.current = node;
    droppable.setNodeRef(node);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || readOnly) return;
    // Alt+arrows move, Alt+Shift+arrows resize, Delete removes: the keyboard way besides dnd-kit's own.
    if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const delta = event.key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey) actions.resize(entry.ref, entry.w + delta);
      else actions.nudge(entry.ref, delta);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      actions.remove(entry.ref);
    }
  };
  return (
    <div
      ref={setRefs}
      role="group"
      tabIndex={0}
      aria-label={t(`designer.form.canvas.entry.${entry.ref.kind}`)}
      // aria-selected is not allowed on a group (axe aria-allowed-attr); aria-current marks the selected entry.
      aria-current={selected ? true : undefined}
      data-entry={id}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        event.stopPropagation();
        // Read the store, not this render: a tab or a sub-table column clicked inside may have just
        // selected this entry more precisely (with its tab, or the column), which must stay.
        const current = selectionEntry(store.getState().selection);
        if (!current || !sameEntry(current, entry.ref)) store.getState().select(selectionOf(entry.ref));
      }}
      style={{
        gridColumn: `span ${entry.w}`,
        position: 'relative',
        padding: 6,
        borderRadius: 6,
        background: '#fff',
        border: `1px solid ${selected ? '#1677ff' : marker ? '#69b1ff' : '#f0f0f0'}`,
        opacity: draggable.isDragging ? 0.4 : 1,
        minWidth: 0,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minHeight: 24 }}>
        {!readOnly && (
          <Button
            ref={draggable.setNodeRef}
            {...draggable.attributes}
            {...draggable.listeners}
            size="small"
            type="text"
            icon={<DragOutlined />}
            aria-label={t('designer.form.canvas.dragHandle')}
            style={{ cursor: 'grab' }}
          />
        )}
        <Tag style={{ marginInlineEnd: 0 }}>{containerKind ? t(`designer.form.palette.${containerKind}`) : t(`designer.form.canvas.entry.${entry.ref.kind}`)}</Tag>
        <span style={{ flex: 1 }} />
        {selected && !readOnly && <EntryToolbar entry={entry} index={index} count={count} />}
      </div>
      <EntryBody refValue={entry.ref} />
      {marker && <InsertionLine side={marker} />}
      {!readOnly && <ResizeHandle entry={entry} measure={() => (element.current ? element.current.getBoundingClientRect().width / entry.w : 0)} />}
    </div>
  );
}
