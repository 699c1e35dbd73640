import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Empty, Tooltip, Typography } from 'antd';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import GridLayout, { noCompactor, useContainerWidth, verticalCompactor, type Layout, type LayoutItem } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { useTranslation } from 'react-i18next';
import { boxesFromLayout, clampBox, nudgeBox, placeNewBox, type GridBox, type GridPacking, type GridSize } from './gridModel';

/** One entry of the palette: what it adds, its label and its size when placed. */
export interface PaletteEntry<T extends string = string> {
  type: T;
  label: string;
  icon?: ReactNode;
  size: GridSize;
}

/** Props of the grid workspace (palette, grid, inspector) shared by the dashboard and portal designers. */
export interface GridWorkspaceProps<T extends string> {
  /** 24 for dashboards, 12 for portals. */
  columns: number;
  rowHeight: number;
  /** How boxes settle, as the kind's runtime draws them: packed upwards (default) or left where put. */
  packing?: GridPacking;
  /** Pixels between boxes, as the kind's runtime draws them (8 by default). */
  margin?: number;
  palette: readonly PaletteEntry<T>[];
  boxes: readonly GridBox[];
  /** The content of a box (a preview, a placeholder card). */
  renderBox(id: string): ReactNode;
  /** The box's name for its header and for screen readers. */
  labelOf(id: string): string;
  selectedId?: string;
  onSelect(id: string | undefined): void;
  /** A palette entry dropped on (or, from a click, appended to) the grid, already inside it. */
  onAdd(type: T, box: Omit<GridBox, 'id'>): void;
  /** Boxes moved or resized: every box's new place (clamped and packed). */
  onLayout(boxes: GridBox[]): void;
  onRemove(id: string): void;
  onUndo?(): void;
  onRedo?(): void;
  /** The property panel on the right. */
  inspector: ReactNode;
  readOnly?: boolean;
}

const handleClass = 'wharf-grid-handle';
const cancelClass = 'wharf-grid-cancel';
/** The dataTransfer type a palette entry is dragged with (only this package's palette drops here). */
const dragType = 'application/x-wharf-grid-palette';

const isTyping = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The grid designers' workspace on react-grid-layout: a palette (drag an entry onto the grid, or
 * click it to append it), the grid (drag a box by its header, resize by its edges; boxes stay inside
 * the columns), and the inspector of the selected box. Keys on a focused box: Delete removes it,
 * Alt+arrows move it, Alt+Shift+arrows resize it, Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z or Ctrl+Y redo.
 */
export function GridWorkspace<T extends string>(props: GridWorkspaceProps<T>) {
  const { columns, rowHeight, margin = 8, packing = 'vertical', palette, boxes, selectedId, readOnly } = props;
  const { t } = useTranslation();
  const { width, containerRef } = useContainerWidth({ initialWidth: 960 });
  // The entry being dragged from the palette: browsers hide dataTransfer during dragover.
  const dragging = useRef<PaletteEntry<T> | undefined>(undefined);
  const layout: Layout = boxes.map((box): LayoutItem => ({ i: box.id, x: box.x, y: box.y, w: box.w, h: box.h }));

  const commit = (next: Layout) => {
    const moved = boxesFromLayout(boxes, next, columns, packing);
    if (moved) props.onLayout(moved);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      return event.shiftKey ? props.onRedo?.() : props.onUndo?.();
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      return props.onRedo?.();
    }
    // Removing and moving act on the grid only (not while a palette button or the inspector has focus).
    const selected = boxes.find((box) => box.id === selectedId);
    if (!selected || readOnly || !(event.target instanceof HTMLElement) || !event.target.closest('[data-grid-canvas]')) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return props.onRemove(selected.id);
    }
    const step = ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>)[event.key];
    if (!step || !event.altKey) return;
    event.preventDefault();
    const changed = nudgeBox(selected, event.shiftKey ? { dw: step[0], dh: step[1] } : { dx: step[0], dy: step[1] }, columns);
    commit(layout.map((item) => (item.i === changed.id ? { ...item, ...changed, i: item.i } : item)));
  };

  const append = (entry: PaletteEntry<T>) => props.onAdd(entry.type, placeNewBox(boxes, entry.size, columns));

  return (
    <div data-grid-workspace data-columns={columns} onKeyDown={onKeyDown} style={{ display: 'flex', gap: 12, minHeight: 0, height: '100%' }}>
      <div role="list" aria-label={t('designer.grid.palette')} data-grid-palette style={{ width: 168, flex: 'none', display: 'flex', flexDirection: 'column', gap: 6, overflowY: 'auto' }}>
        <Typography.Text type="secondary">{t('designer.grid.paletteHint')}</Typography.Text>
        {palette.map((entry) => (
          <Button
            key={entry.type}
            role="listitem"
            icon={entry.icon}
            disabled={readOnly}
            draggable={!readOnly}
            data-palette-type={entry.type}
            data-rgl-draggable
            style={{ justifyContent: 'flex-start', cursor: 'grab' }}
            title={t('designer.grid.addHint', { name: entry.label })}
            onDragStart={(event) => {
              dragging.current = entry;
              event.dataTransfer.setData(dragType, entry.type);
              event.dataTransfer.setData('text/plain', '');
            }}
            onDragEnd={() => (dragging.current = undefined)}
            onClick={() => append(entry)}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      <div
        ref={containerRef}
        data-grid-canvas
        style={{ flex: 1, minWidth: 0, overflow: 'auto', background: 'var(--ant-color-fill-quaternary, #f5f5f5)', borderRadius: 6, position: 'relative' }}
        onClick={(event) => {
          if (event.target === event.currentTarget || (event.target as HTMLElement).classList?.contains('react-grid-layout')) props.onSelect(undefined);
        }}
      >
        {boxes.length === 0 && <Empty style={{ position: 'absolute', inset: 0, margin: 'auto', height: 'fit-content', pointerEvents: 'none' }} description={t('designer.grid.empty')} />}
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: columns, rowHeight, margin: [margin, margin] }}
          compactor={packing === 'free' ? noCompactor : verticalCompactor}
          dragConfig={{ enabled: !readOnly, bounded: true, handle: `.${handleClass}`, cancel: `.${cancelClass}` }}
          resizeConfig={{ enabled: !readOnly, handles: ['se', 'e', 's'] }}
          dropConfig={{
            enabled: !readOnly,
            defaultItem: { w: 4, h: 4 },
            onDragOver: () => (dragging.current ? { w: Math.min(columns, dragging.current.size.w), h: dragging.current.size.h } : false),
          }}
          style={{ minHeight: '100%' }}
          onDragStop={(next) => commit(next)}
          onResizeStop={(next) => commit(next)}
          onDrop={(_layout, item) => {
            const entry = dragging.current;
            dragging.current = undefined;
            if (entry && item) props.onAdd(entry.type, clampBox({ x: item.x, y: item.y, w: item.w, h: item.h }, columns));
          }}
        >
          {boxes.map((box) => (
            <div
              key={box.id}
              data-box-id={box.id}
              data-selected={box.id === selectedId || undefined}
              tabIndex={0}
              aria-label={props.labelOf(box.id)}
              onMouseDown={() => props.onSelect(box.id)}
              onFocus={() => props.onSelect(box.id)}
              style={{
                display: 'flex',
                flexDirection: 'column',
                background: 'var(--ant-color-bg-container, #fff)',
                borderRadius: 6,
                overflow: 'hidden',
                outline: box.id === selectedId ? '2px solid var(--ant-color-primary, #1677ff)' : '1px solid var(--ant-color-border-secondary, #f0f0f0)',
              }}
            >
              <div className={readOnly ? undefined : handleClass} style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '2px 4px', cursor: readOnly ? 'default' : 'move', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}>
                <HolderOutlined aria-hidden />
                <Typography.Text ellipsis style={{ flex: 1, fontSize: 12 }}>{props.labelOf(box.id)}</Typography.Text>
                {!readOnly && (
                  <Tooltip title={t('designer.grid.remove')}>
                    <Button className={cancelClass} size="small" type="text" icon={<DeleteOutlined />} aria-label={t('designer.grid.removeNamed', { name: props.labelOf(box.id) })} onClick={() => props.onRemove(box.id)} />
                  </Tooltip>
                )}
              </div>
              <div style={{ flex: 1, minHeight: 0, overflow: 'hidden', padding: 4 }}>{props.renderBox(box.id)}</div>
            </div>
          ))}
        </GridLayout>
      </div>
      <div data-grid-inspector style={{ width: 320, flex: 'none', overflowY: 'auto' }}>
        {props.inspector}
      </div>
    </div>
  );
}
