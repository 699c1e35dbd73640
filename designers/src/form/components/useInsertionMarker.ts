import { useDndContext } from '@dnd-kit/core';
import type { DragSource, DropTarget } from '../model/dropActions';
import { insertionMarker, type InsertionSide } from '../model/insertionMarker';
import { useDesigner } from './designerContext';

/** The insertion marker a drop target shows while the drag hovers it (`isOver`), from the store's form. */
export function useInsertionMarker(target: DropTarget, isOver: boolean): InsertionSide | undefined {
  const { active } = useDndContext();
  const source = active?.data.current as DragSource | undefined;
  return useDesigner((state) => (isOver ? insertionMarker(state.definition, state.device, source, target) : undefined));
}
