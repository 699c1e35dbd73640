import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

/**
 * Nested drop areas (a tab inside a group inside the form) all contain the pointer; the innermost,
 * the smallest, is where the builder means to drop. Keyboard drags have no pointer: the centre of the
 * moved item stands in for it, so the same innermost rule applies (dnd-kit's closest-centre would
 * keep choosing the item's own place inside a wide area).
 */
export const innermostUnderPointer: CollisionDetection = (args) => {
  const collisionRect = args.collisionRect;
  const pointer = args.pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const hits = pointerWithin({ ...args, pointerCoordinates: pointer });
  if (hits.length === 0) return args.pointerCoordinates ? [] : closestCenter(args);
  const size = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => size(a.id) - size(b.id));
};
