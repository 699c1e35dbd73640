import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { innermostUnderPointer } from './innermostCollision';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
// The form (root area), a group entry inside it, the group's own area, and a field beside the group.
const rects = new Map<string, ClientRect>([
  ['area::', rect(0, 0, 1000, 600)],
  ['before:container:group_1', rect(10, 10, 980, 200)],
  ['area:group_1:', rect(20, 40, 960, 160)],
  ['before:field:a', rect(10, 220, 480, 80)],
]);
const containers = [...rects.keys()].map((id) => ({ id, key: id, disabled: false, data: { current: {} }, node: { current: null }, rect: { current: null } }) as unknown as DroppableContainer);
const args = (pointer: { x: number; y: number } | null, moved: ClientRect = rect(0, 0, 24, 24)) =>
  ({ active: { id: 'x', data: { current: {} }, rect: { current: { initial: null, translated: null } } }, collisionRect: moved, droppableRects: rects, droppableContainers: containers, pointerCoordinates: pointer }) as unknown as Parameters<typeof innermostUnderPointer>[0];

describe('innermost collision', () => {
  it('picks the smallest droppable under the pointer', () => {
    expect(innermostUnderPointer(args({ x: 500, y: 100 }))[0]?.id).toBe('area:group_1:');
    expect(innermostUnderPointer(args({ x: 500, y: 20 }))[0]?.id).toBe('before:container:group_1');
    expect(innermostUnderPointer(args({ x: 100, y: 250 }))[0]?.id).toBe('before:field:a');
    expect(innermostUnderPointer(args({ x: 700, y: 400 }))[0]?.id).toBe('area::');
    expect(innermostUnderPointer(args({ x: 2000, y: 2000 }))).toEqual([]);
  });

  it('uses the centre of the moved item for keyboard drags, which have no pointer', () => {
    expect(innermostUnderPointer(args(null, rect(488, 88, 24, 24)))[0]?.id).toBe('area:group_1:');
    expect(innermostUnderPointer(args(null, rect(88, 238, 24, 24)))[0]?.id).toBe('before:field:a');
  });
});
