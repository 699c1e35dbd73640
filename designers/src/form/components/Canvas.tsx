import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { innermostUnderPointer } from './innermostCollision';
import { resolveDrop, type DragSource, type DropTarget } from '../model/dropActions';
import { findContainer, parseAreaId, parseEntryId } from '../model/layoutAreas';
import type { DesignerStore } from '../store/designerStore';
import { useDesignerContext } from './designerContext';
import { DragGhost } from './DragGhost';
import { useDesignerActions } from './useDesignerActions';

/** Screen-reader announcements and instructions in the UI language (dnd-kit's own are English), naming things by their titles. */
function useDragTexts(store: DesignerStore) {
  const { t } = useTranslation();
  return useMemo(() => {
    const name = (rawId: string | number | undefined): string => {
      const id = String(rawId ?? '');
      const { definition, device } = store.getState();
      const layout = definition.layout?.[device];
      if (id.startsWith('palette:')) return t(`designer.form.palette.${id.slice('palette:'.length)}`);
      if (id.startsWith('columns:')) return definition.subTables?.find((sub) => sub.tableName === id.slice('columns:'.length))?.title ?? id;
      const area = parseAreaId(id);
      if (area) {
        if (!area.container) return t('designer.form.canvas.topLevel');
        const box = findContainer(layout, area.container);
        return box?.tabs?.find((tab) => tab.key === area.tab)?.title ?? box?.title ?? area.container;
      }
      const ref = parseEntryId(id.replace(/^(before|resize):/, ''));
      if (ref?.kind === 'field') return definition.fields.find((field) => field.colCode === ref.colCode)?.title ?? ref.colCode;
      if (ref?.kind === 'subTable') return definition.subTables?.find((sub) => sub.tableName === ref.tableName)?.title ?? ref.tableName;
      if (ref?.kind === 'container') return findContainer(layout, ref.key)?.title ?? ref.key;
      return id;
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('designer.form.dnd.pickedUp', { id: name(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('designer.form.dnd.over', { id: name(active.id), target: name(over.id) }) : t('designer.form.dnd.overNothing', { id: name(active.id) })),
      onDragEnd: ({ active, over }) => (over ? t('designer.form.dnd.dropped', { id: name(active.id), target: name(over.id) }) : t('designer.form.dnd.droppedNothing', { id: name(active.id) })),
      onDragCancel: ({ active }) => t('designer.form.dnd.cancelled', { id: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('designer.form.dnd.instructions') } };
  }, [t, store]);
}

/** The drag-and-drop context shared by the palette and the canvas, with the ghost that follows the pointer. */
export function DesignerDndContext({ children }: { children: ReactNode }) {
  const { store } = useDesignerContext();
  const accessibility = useDragTexts(store);
  const actions = useDesignerActions();
  // A few pixels of movement before a drag starts, so a click on a palette item or a handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  // What is being dragged, for the ghost; a resize has none (the entry's own edge follows the pointer).
  const [dragged, setDragged] = useState<Exclude<DragSource, { source: 'resize' }>>();
  const onDragStart = (event: DragStartEvent) => {
    const source = event.active.data.current as DragSource | undefined;
    setDragged(source && source.source !== 'resize' ? source : undefined);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(undefined);
    const { definition, device } = store.getState();
    const source = event.active.data.current as DragSource | undefined;
    const target = event.over?.data.current as DropTarget | undefined;
    const action = resolveDrop(definition, device, source, target, event.delta.x);
    if (action) actions.drop(action);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={innermostUnderPointer} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(undefined)} accessibility={accessibility}>
      {children}
      {/* No drop animation: the entry is already in its new place when the ghost would fly back. */}
      <DragOverlay dropAnimation={null}>{dragged ? <DragGhost source={dragged} /> : null}</DragOverlay>
    </DndContext>
  );
}
