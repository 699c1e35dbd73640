import { describe, expect, it } from 'vitest';
import { field, formOf, renderForm } from './testSupport';

// a b c on row 0; d spans rows 1-2 beside e (row 1) and f (row 2); the goods grid on rows 3-5; g alone on row 7.
const definition = formOf(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((code) => field(code, 'input')), {
  subTables: [{ tableName: 'goods', title: 'Goods', fields: [field('qty', 'number')] }],
  layout: {
    pc: {
      items: [
        { colCode: 'a', x: 0, y: 0, w: 8, h: 1 },
        { colCode: 'b', x: 8, y: 0, w: 8, h: 1 },
        { colCode: 'c', x: 16, y: 0, w: 8, h: 1 },
        { colCode: 'd', x: 0, y: 1, w: 12, h: 2 },
        { colCode: 'e', x: 12, y: 1, w: 12, h: 1 },
        { colCode: 'f', x: 12, y: 2, w: 12, h: 1 },
        { subTable: 'goods', x: 0, y: 3, w: 24, h: 3 },
        { colCode: 'g', x: 0, y: 7, w: 24, h: 1 },
      ],
    },
  },
});

/** Each band of the form's grid: its fields (or sub-table) with their grid rows, and whether it is contained. */
function bands(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('.wharf-form-grid')].map((band) => ({
    cells: [...band.children].map((cell) => {
      const host = cell.querySelector<HTMLElement>('[data-field], [data-subtable-field]');
      return `${host?.dataset.field ?? 'goods'}@${(cell as HTMLElement).style.gridRow}`;
    }),
    contained: band.style.contain === 'layout style paint' && band.style.getPropertyValue('overflow-clip-margin') === '8px',
  }));
}

describe('GridTemplate: the layout grid in bands of rows', () => {
  it('draws rows that nothing spans across as grids of their own, fields-only bands contained', () => {
    const { container } = renderForm(definition);
    expect(bands(container)).toEqual([
      { cells: ['a@1 / span 1', 'b@1 / span 1', 'c@1 / span 1'], contained: true },
      { cells: ['d@1 / span 2', 'e@1 / span 1', 'f@2 / span 1'], contained: true },
      // Paint containment would clip the grid's popups (cell editors, menus) at the band's edge.
      { cells: ['goods@1 / span 3'], contained: false },
      { cells: ['g@1 / span 1'], contained: true },
    ]);
  });
});
