import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { quickMenuLimit } from '@wharf/engine';
import { Button, Empty, Flex, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMenuEntry, QuickMenuService } from '../types';

function SortableEntry({ entry, onOpen, onRemove, removeLabel }: { entry: QuickMenuEntry; onOpen(): void; onRemove(): void; removeLabel: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, opacity: isDragging ? 0.6 : 1 };
  return (
    <Flex ref={setNodeRef} style={style} align="center" data-testid="portal-quick-item" data-menu-id={entry.id} {...attributes} {...listeners}>
      <Button icon={entry.icon} onClick={onOpen}>
        {entry.title}
      </Button>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`${removeLabel} ${entry.title}`} onClick={onRemove} />
    </Flex>
  );
}

/** Moves `active` to where `over` is; unknown ids leave the order as it is. */
export function reorderQuickMenu(ids: readonly string[], active: string, over: string): string[] {
  const from = ids.indexOf(active);
  const to = ids.indexOf(over);
  return from < 0 || to < 0 || from === to ? [...ids] : arrayMove([...ids], from, to);
}

/**
 * The quick-start menu (spec §2, §5): open an entry, drag to reorder (pointer or keyboard), add or
 * remove; at most 27 entries. Every change is saved through the host (sysUserSettings/save); the
 * new order shows at once and goes back to the saved one when saving fails.
 */
export function QuickMenuWidget({ quickMenu }: { quickMenu: QuickMenuService | undefined }) {
  const { t } = useTranslation();
  // A small distance keeps clicks as clicks; only a real drag reorders.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [order, setOrder] = useState<string[]>(() => quickMenu?.entries.map((entry) => entry.id) ?? []);
  const savedOrder = quickMenu?.entries.map((entry) => entry.id).join(',') ?? '';
  useEffect(() => setOrder(savedOrder ? savedOrder.split(',') : []), [savedOrder]);
  if (!quickMenu) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.noQuickMenu')} />;

  const byId = new Map([...quickMenu.entries, ...quickMenu.candidates].map((entry) => [entry.id, entry]));
  const entries = order.map((id) => byId.get(id)).filter((entry): entry is QuickMenuEntry => entry !== undefined);
  const save = (next: string[]) => {
    const before = order;
    setOrder(next);
    quickMenu.save(next.slice(0, quickMenuLimit)).catch(() => setOrder(before));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) save(reorderQuickMenu(order, String(active.id), String(over.id)));
  };
  const isFull = order.length >= quickMenuLimit;

  return (
    <Flex vertical gap={8} data-testid="portal-quick-menu">
      <Select
        size="small"
        style={{ minWidth: 180, alignSelf: 'flex-end' }}
        placeholder={<><PlusOutlined /> {isFull ? t('portal.quickMenuFull', { max: quickMenuLimit }) : t('portal.addQuickMenu')}</>}
        value={null}
        disabled={isFull}
        options={quickMenu.candidates.filter((entry) => !order.includes(entry.id)).map((entry) => ({ value: entry.id, label: entry.title }))}
        onChange={(id: string) => save([...order, id])}
        data-testid="portal-quick-add"
      />
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.noQuickMenu')} />
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order} strategy={rectSortingStrategy}>
            <Flex wrap gap={8}>
              {entries.map((entry) => (
                <SortableEntry key={entry.id} entry={entry} removeLabel={t('portal.removeQuickMenu')} onOpen={() => quickMenu.open(entry.id)} onRemove={() => save(order.filter((id) => id !== entry.id))} />
              ))}
            </Flex>
          </SortableContext>
        </DndContext>
      )}
    </Flex>
  );
}
