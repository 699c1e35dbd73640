import { describe, expect, it } from 'vitest';
import { parseSafeStyle } from './fieldStyle';
import { resolveLayout } from './layout';
import { field, formOf } from './testSupport';

describe('resolveLayout', () => {
  const definition = formOf([field('a', 'input'), field('b', 'input'), field('c', 'input'), field('d', 'input')], {
    subTables: [{ tableName: 'goods', title: 'Goods', fields: [field('qty', 'number')] }],
    layout: {
      pc: {
        labelAlign: 'left',
        items: [
          { colCode: 'b', x: 12, y: 0, w: 12, h: 1 },
          { colCode: 'a', x: 0, y: 0, w: 12, h: 1 },
          { colCode: 'c', x: 0, y: 0, w: 24, h: 1, container: 'nowhere' },
          { colCode: 'ghost', x: 0, y: 5, w: 24, h: 1 },
        ],
      },
      mobile: { items: [{ colCode: 'd', x: 0, y: 0, w: 24, h: 1 }] },
    },
  });

  it('sorts by position, keeps unknown containers at the top level, drops unknown fields and appends unplaced ones', () => {
    const layout = resolveLayout(definition, 'pc');
    expect(layout.labelAlign).toBe('left');
    expect(layout.items.map((p) => (p.kind === 'item' ? `${p.name}@${p.x},${p.y},${p.w}` : p.key))).toEqual(['a@0,0,12', 'c@0,0,24', 'b@12,0,12', 'd@0,1,24', 'goods@0,2,24']);
  });

  it('uses the mobile layout when there is one, labels on top', () => {
    const layout = resolveLayout(definition, 'mobile');
    expect(layout.labelAlign).toBe('top');
    expect(layout.items.map((p) => (p.kind === 'item' ? p.name : p.key))).toEqual(['d', 'a', 'b', 'c', 'goods']);
  });

  it('puts the pc layout one item per row on mobile without a mobile layout', () => {
    const pcOnly = formOf(definition.fields, { layout: { pc: definition.layout!.pc! } });
    const layout = resolveLayout(pcOnly, 'mobile');
    expect(layout.items.every((p) => p.x === 0 && p.w === 24)).toBe(true);
    expect(layout.items.map((p) => p.y)).toEqual([0, 1, 2, 3]);
  });
});

describe('parseSafeStyle', () => {
  it('keeps whitelisted properties with plain values and drops the rest', () => {
    expect(parseSafeStyle('color: #333; font-size: 14px; position: fixed; background: url(javascript:alert(1)); width: expression(alert(1)); z-index: 9; padding: 4px 8px !important; border: 1px solid rgb(0, 0, 0)')).toEqual({
      color: '#333',
      fontSize: '14px',
      padding: '4px 8px',
      border: '1px solid rgb(0, 0, 0)',
    });
    expect(parseSafeStyle(undefined)).toEqual({});
    expect(parseSafeStyle('color: red; } body { display: none')).toEqual({ color: 'red' });
  });
});
