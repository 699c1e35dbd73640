import type { InsertionSide } from '../model/insertionMarker';

const lineColour = 'var(--ant-color-primary, #1677ff)';

/**
 * The insertion marker: a bar on the side of the hovered entry where the dragged item will land,
 * or along the bottom of an area (or a sub-table's columns) when it lands at the end. Its parent
 * must be positioned; it takes no pointer events, so it never becomes a drop target itself.
 */
export function InsertionLine({ side }: { side: InsertionSide }) {
  const common = { position: 'absolute' as const, background: lineColour, borderRadius: 2, pointerEvents: 'none' as const, zIndex: 2 };
  if (side === 'end') return <div data-insertion-marker="end" aria-hidden style={{ ...common, left: 8, right: 8, bottom: 2, height: 3 }} />;
  return <div data-insertion-marker={side} aria-hidden style={{ ...common, top: 0, bottom: 0, width: 3, ...(side === 'before' ? { left: -6 } : { right: -6 }) }} />;
}
