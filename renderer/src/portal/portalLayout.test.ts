import type { PortalWidget } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { portalColumns, portalPlacement, portalStackBelow } from './portalLayout';

const widget = (widgetId: string, x: number, y: number, w: number, h: number): PortalWidget => ({ widgetId, widgetType: 'text', content: widgetId, x, y, w, h });

// The customs clerk's home as designed: a chart on the right of the first row, two lists below side by side.
const widgets = [widget('chart', 4, 0, 8, 4), widget('done', 0, 10, 6, 4), widget('quick', 6, 10, 6, 3), widget('note', 0, 0, 4, 2)];

describe('portalPlacement', () => {
  it('keeps the designed 12-column grid from 768 px on', () => {
    const placement = portalPlacement(widgets, portalStackBelow);
    expect(placement.isStacked).toBe(false);
    expect(placement.cols).toBe(portalColumns);
    expect(placement.layout.find((cell) => cell.i === 'chart')).toMatchObject({ x: 4, y: 0, w: 8, h: 4 });
  });

  it('stacks the widgets in one column on a phone, by row then column, each as tall as designed, no overlap', () => {
    const placement = portalPlacement(widgets, 343);
    expect(placement.isStacked).toBe(true);
    expect(placement.cols).toBe(1);
    expect(placement.layout.map((cell) => cell.i)).toEqual(['note', 'chart', 'done', 'quick']);
    expect(placement.layout.map((cell) => [cell.x, cell.w])).toEqual([[0, 1], [0, 1], [0, 1], [0, 1]]);
    expect(placement.layout.map((cell) => [cell.y, cell.h])).toEqual([[0, 2], [2, 4], [6, 4], [10, 3]]);
  });

  it('keeps the designer\'s order for widgets at the same place', () => {
    const placement = portalPlacement([widget('b', 0, 0, 6, 2), widget('a', 0, 0, 6, 2)], 375);
    expect(placement.layout.map((cell) => cell.i)).toEqual(['b', 'a']);
  });
});
