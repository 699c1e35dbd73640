import type { FormDefinition, FormField } from '@wharf/schemas';

const choices = [
  { label: 'General trade', value: '0110' },
  { label: 'Processing', value: '0214' },
  { label: 'Bonded', value: '1233' },
];

/** The bench form: mostly text inputs, with numbers, selects and dates mixed in, three per row. */
export function benchFields(count: number): FormField[] {
  return Array.from({ length: count }, (_, i): FormField => {
    const colCode = `f${i}`;
    const title = `Field ${i}`;
    if (i % 10 === 3) return { colCode, title, type: 'number', options: { precision: 2 } };
    if (i % 10 === 6) return { colCode, title, type: 'select', showConfig: { options: choices } };
    if (i % 20 === 9) return { colCode, title, type: 'date' };
    return { colCode, title, type: 'input' };
  });
}

export function benchForm(count: number): FormDefinition {
  const fields = benchFields(count);
  return {
    schemaVersion: 2,
    formCode: 'bench_form',
    formName: 'Bench form',
    objectName: 'bench_table',
    fields,
    layout: { pc: { labelWidth: 100, items: fields.map((field, i) => ({ colCode: field.colCode, x: (i % 3) * 8, y: Math.floor(i / 3), w: 8, h: 1 })) } },
  };
}

export const choiceOptions = choices.map((c) => ({ value: c.value, label: c.label }));

export function benchSubTableForm(): FormDefinition {
  return {
    schemaVersion: 2,
    formCode: 'bench_goods',
    formName: 'Bench goods',
    objectName: 'bench_head',
    fields: [{ colCode: 'declNo', title: 'Declaration no', type: 'input' }],
    subTables: [
      {
        tableName: 'goods',
        title: 'Goods',
        fields: [
          { colCode: 'name', title: 'Name', type: 'input', required: 'Y' },
          { colCode: 'qty', title: 'Quantity', type: 'number' },
          { colCode: 'price', title: 'Unit price', type: 'number', options: { precision: 4 } },
          { colCode: 'total', title: 'Total', type: 'number', computed: 'qty * price', options: { precision: 2 } },
          { colCode: 'origin', title: 'Origin', type: 'select', showConfig: { options: [{ label: 'China', value: 'CN' }, { label: 'Thailand', value: 'TH' }] } },
        ],
      },
    ],
  };
}

export function benchRows(count: number): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, i) => ({ name: `Item ${i}`, qty: (i % 17) + 1, price: ((i % 13) + 1) * 1.25, origin: i % 2 === 0 ? 'CN' : 'TH' }));
}
