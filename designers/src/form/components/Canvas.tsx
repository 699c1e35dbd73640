import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { resolveDrop, type DragSource, type DropTarget } from '../model/dropActions';
import { useDesignerContext } from './designerContext';
import { useDesignerActions } from './useDesignerActions';

/**
 * Nested drop areas (a tab inside a group inside the form) all contain the pointer; the innermost,
 * the smallest, is where the builder means to drop. Keyboard drags have no pointer, so they fall
 * back to the closest centre.
 */
const innermostUnderPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return args.pointerCoordinates ? [] : closestCenter(args);
  const size = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => size(a.id) - size(b.id));
};

/** The drag-and-drop context shared by the palette and the canvas. */
export function DesignerDndContext({ children }: { children: ReactNode }) {
  const { store } = useDesignerContext();
  const actions = useDesignerActions();
  // A few pixels of movement before a drag starts, so a click on a palette item or a handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const onDragEnd = (event: DragEndEvent) => {
    const { definition, device } = store.getState();
    const source = event.active.data.current as DragSource | undefined;
    const target = event.over?.data.current as DropTarget | undefined;
    const action = resolveDrop(definition, device, source, target, event.delta.x);
    if (action) actions.drop(action);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={innermostUnderPointer} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}
