import { DeleteOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, type TableColumnsType } from 'antd';
import { createContext, useContext, useRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One column of a rows editor: how to show and edit a field of a row. */
export interface RowsEditorColumn<T> {
  key: string;
  title: ReactNode;
  width?: number;
  render(row: T, update: (change: Partial<T>) => void, index: number): ReactNode;
}

export interface RowsEditorProps<T> {
  rows: ReadonlyArray<T>;
  columns: ReadonlyArray<RowsEditorColumn<T>>;
  onChange(rows: T[]): void;
  /** A new row for the add button; no add button without it. */
  newRow?(): T;
  addLabel?: ReactNode;
  /** Rows can be reordered by dragging their handle (mouse, touch or keyboard). */
  isSortable?: boolean;
  isReadOnly?: boolean;
  /** Accessible name of the table. */
  label: string;
  /** Rows that may not be deleted (a view's default buttons) show a disabled delete saying why. */
  canRemove?(row: T): boolean;
  /** Why a row cannot be deleted. */
  removeRefused?: string;
}

/** Drops undefined and empty-text properties, so a cleared cell leaves no empty key in the definition. */
export function withChange<T extends object>(row: T, change: Partial<T>): T {
  const next: Record<string, unknown> = { ...row, ...change };
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
  return next as T;
}

interface HandleContextValue {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: ReturnType<typeof useSortable>['listeners'];
}
const HandleContext = createContext<HandleContextValue>({});

function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners } = useContext(HandleContext);
  return <Button type="text" size="small" aria-label={label} icon={<HolderOutlined />} style={{ cursor: 'move' }} ref={setActivatorNodeRef} {...listeners} />;
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = { ...props.style, transform: CSS.Translate.toString(transform), transition, ...(isDragging ? { position: 'relative', zIndex: 9 } : {}) };
  return (
    <HandleContext.Provider value={{ setActivatorNodeRef, listeners }}>
      <tr {...props} ref={setNodeRef} style={style} {...attributes} />
    </HandleContext.Provider>
  );
}

let nextRowKey = 0;
const newRowKey = () => `row-${(nextRowKey += 1)}`;

/**
 * An editable table of definition rows (columns, buttons, parameters…), reordered by dragging with
 * @dnd-kit/sortable. Rows get keys of their own, so editing a code does not remount its input.
 */
export function RowsEditor<T extends object>(props: RowsEditorProps<T>) {
  const { t } = useTranslation();
  const keys = useRef<string[]>([]);
  if (keys.current.length !== props.rows.length) keys.current = props.rows.map((_row, index) => keys.current[index] ?? newRowKey());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const change = (rows: T[], nextKeys: string[]) => {
    keys.current = nextKeys;
    props.onChange(rows);
  };
  const update = (index: number, patch: Partial<T>) => change(props.rows.map((row, i) => (i === index ? withChange(row, patch) : row)), keys.current);
  const remove = (index: number) => change(props.rows.filter((_row, i) => i !== index), keys.current.filter((_key, i) => i !== index));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.current.indexOf(String(active.id));
    const to = keys.current.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    change(arrayMove([...props.rows], from, to), arrayMove([...keys.current], from, to));
  };

  // dnd-kit's screen-reader texts, translated and naming rows by position (their keys mean nothing to a person).
  const position = (id: string | number | undefined) => keys.current.indexOf(String(id)) + 1;
  const accessibility = {
    screenReaderInstructions: { draggable: t('designer.view.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) => t('designer.view.dnd.pickedUp', { position: position(active.id) }),
      onDragOver: ({ over }: { over: { id: string | number } | null }) => (over ? t('designer.view.dnd.over', { position: position(over.id) }) : t('designer.view.dnd.notOver')),
      // Announced after onDragEnd has reordered the keys, so the active row's index is where it landed.
      onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? t('designer.view.dnd.dropped', { position: position(active.id) }) : t('designer.view.dnd.cancelled')),
      onDragCancel: () => t('designer.view.dnd.cancelled'),
    },
  };

  const data = props.rows.map((row, index) => ({ key: keys.current[index]!, row, index }));
  type Item = (typeof data)[number];
  const columns: TableColumnsType<Item> = [
    ...(props.isSortable && !props.isReadOnly ? [{ key: '__drag', width: 40, render: () => <DragHandle label={t('designer.view.dragRow')} /> }] : []),
    ...props.columns.map((column) => ({
      key: column.key,
      title: column.title,
      ...(column.width ? { width: column.width } : {}),
      render: (_value: unknown, item: Item) => column.render(item.row, (patch: Partial<T>) => update(item.index, patch), item.index),
    })),
    ...(props.isReadOnly
      ? []
      : [{ key: '__remove', width: 48, render: (_value: unknown, item: Item) => (props.canRemove && !props.canRemove(item.row)
        ? <span title={props.removeRefused}><Button type="text" size="small" disabled aria-label={props.removeRefused ?? t('designer.view.removeRow')} icon={<DeleteOutlined />} /></span>
        : <Button type="text" danger size="small" aria-label={t('designer.view.removeRow')} icon={<DeleteOutlined />} onClick={() => remove(item.index)} />) }]),
  ];

  const table = (
    <Table<Item>
      aria-label={props.label}
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={data}
      {...(props.isSortable ? { components: { body: { row: SortableRow } } } : {})}
    />
  );
  return (
    <div>
      {props.isSortable ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
          <SortableContext items={data.map((item) => item.key)} strategy={verticalListSortingStrategy}>{table}</SortableContext>
        </DndContext>
      ) : table}
      {props.newRow && !props.isReadOnly ? (
        <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => change([...props.rows, props.newRow!()], [...keys.current, newRowKey()])}>
          {props.addLabel ?? t('designer.view.addRow')}
        </Button>
      ) : null}
    </div>
  );
}
