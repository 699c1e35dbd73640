import type { FormField, FormSubTable } from '@wharf/schemas';

export type FieldType = FormField['type'];

/** What the palette offers: field types, a sub-table (master–detail) and the two layout containers. */
export type PaletteKind =
  | 'input'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'radioButton'
  | 'checkbox'
  | 'date'
  | 'time'
  | 'datetime'
  | 'switch'
  | 'upload'
  | 'user'
  | 'org'
  | 'editor'
  | 'text'
  | 'divider'
  | 'subTable'
  | 'group'
  | 'tabs';

/** Palette sections in display order; every kind appears once. */
export const paletteSections: ReadonlyArray<{ key: string; kinds: readonly PaletteKind[] }> = [
  { key: 'basic', kinds: ['input', 'textarea', 'number', 'switch', 'editor', 'text', 'divider'] },
  { key: 'choice', kinds: ['select', 'radio', 'radioButton', 'checkbox'] },
  { key: 'dateTime', kinds: ['date', 'time', 'datetime'] },
  { key: 'advanced', kinds: ['upload', 'user', 'org', 'subTable'] },
  { key: 'layout', kinds: ['group', 'tabs'] },
];

export const paletteKinds: readonly PaletteKind[] = paletteSections.flatMap((section) => section.kinds);

/** Field types whose options come from a fixed list, a dictionary, a SQL config or an HTTP config. */
export const choiceTypes: ReadonlySet<FieldType> = new Set(['select', 'radio', 'radioButton', 'checkbox']);
/** Field types whose default may be a `{{now±N}}` placeholder. */
export const dateTypes: ReadonlySet<FieldType> = new Set(['date', 'time', 'datetime']);
/** Field types that can sit in a sub-table's grid (no layout-only or rich content types). */
export const subTableFieldTypes: readonly FieldType[] = ['input', 'textarea', 'number', 'select', 'radio', 'checkbox', 'switch', 'date', 'time', 'datetime', 'user', 'org', 'upload'];
/** Every field type a field may be switched to in the property panel. */
export const fieldTypes: readonly FieldType[] = paletteKinds.filter((kind): kind is FieldType & PaletteKind => kind !== 'subTable' && kind !== 'group' && kind !== 'tabs');

export function isFieldKind(kind: PaletteKind): kind is FieldType & PaletteKind {
  return kind !== 'subTable' && kind !== 'group' && kind !== 'tabs';
}

/** Default texts a scaffold needs (titles, option labels); the designer passes translated ones. */
export interface ScaffoldTexts {
  fieldTitle(type: FieldType): string;
  optionLabel(n: number): string;
  subTableTitle(): string;
}

/** A new field of `type` with the settings its type needs to work at once (options for choices, precision for numbers). */
export function scaffoldField(type: FieldType, colCode: string, texts: ScaffoldTexts): FormField {
  const field: FormField = { colCode, title: texts.fieldTitle(type), type };
  if (type === 'number') field.options = { precision: 0 };
  if (choiceTypes.has(type)) {
    field.showConfig = { options: [1, 2].map((n) => ({ label: texts.optionLabel(n), value: String(n) })) };
    if (type === 'checkbox') field.options = { multiple: true };
  }
  return field;
}

/** A new sub-table with one input column, so it is valid from the start (a sub-table needs a field). */
export function scaffoldSubTable(tableName: string, texts: ScaffoldTexts): FormSubTable {
  return { tableName, title: texts.subTableTitle(), fields: [scaffoldField('input', 'col_1', texts)] };
}
