import type { FormField, TableColumn } from '@wharf/schemas';

/** The field type that shows a column's values: a dictionary column is a select, else by column type. */
function fieldTypeOf(column: TableColumn): FormField['type'] {
  if (column.dictCode && column.colType !== 'boolean') return 'select';
  switch (column.colType) {
    case 'int':
    case 'bigint':
    case 'decimal':
      return 'number';
    case 'date':
    case 'datetime':
    case 'time':
      return column.colType;
    case 'boolean':
      return 'switch';
    case 'text':
    case 'json':
      return 'textarea';
    default:
      return 'input';
  }
}

/** A column the database refuses to leave empty when the form sends nothing: a key or NOT NULL, without a default. */
export function isColumnRequired(column: TableColumn): boolean {
  return (column.isKey === 'Y' || column.isNull === 'N') && (column.defaultValue === undefined || column.defaultValue === null);
}

/** Digits after the point a column keeps: a decimal's scale, none for integers, undefined for other types. */
function precisionOf(column: TableColumn): number | undefined {
  if (column.colType === 'decimal') return column.decimals ?? 0;
  if (column.colType === 'int' || column.colType === 'bigint') return 0;
  return undefined;
}

/** Characters a text column holds (a varchar's length; 255 when the definition names none, as the sync does). */
function maxLengthOf(column: TableColumn): number | undefined {
  return column.colType === 'varchar' ? (column.colLength ?? 255) : undefined;
}

/**
 * What a column says about the field that writes it (issue 18 §2): NOT NULL without a default is
 * required, a varchar's length is the field's max length, a decimal's scale (0 for integers) its
 * precision, the column's dictionary its options (and a rule, so the server checks the code), and
 * the column type the widget. The one mapping both the quick app and binding a field in the form
 * designer use, so a field made either way carries the same constraints.
 */
export function columnConstraints(column: TableColumn): Pick<FormField, 'required' | 'options' | 'showConfig' | 'rules'> & { type: FormField['type'] } {
  const precision = precisionOf(column);
  const maxLength = maxLengthOf(column);
  const options = { ...(precision !== undefined ? { precision } : {}), ...(maxLength !== undefined ? { maxLength } : {}) };
  const hasDictionary = Boolean(column.dictCode) && column.colType !== 'boolean';
  return {
    type: fieldTypeOf(column),
    ...(isColumnRequired(column) ? { required: 'Y' as const } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(hasDictionary ? { showConfig: { dictOption: { dictCode: column.dictCode! } }, rules: [{ dictCode: column.dictCode! }] } : {}),
  };
}

/** A new form field for a column: titled with the column's name (and its translations), its default carried, with the column's constraints. */
export function fieldForColumn(column: TableColumn): FormField {
  const hasDefault = column.defaultValue !== undefined && column.defaultValue !== null;
  return { colCode: column.colCode, title: column.colName, ...(column.colNameI18n ? { titleI18n: column.colNameI18n } : {}), ...columnConstraints(column), ...(hasDefault ? { defaultValue: column.defaultValue } : {}) };
}

const choiceTypes: ReadonlySet<FormField['type']> = new Set(['select', 'radio', 'radioButton', 'checkbox']);

/**
 * A field bound to a column in the form designer: the column's code and name, and the column's
 * constraints (`columnConstraints`) over the field's own — required when the column is, the
 * column's length and precision, its dictionary as the options (and the one dictionary rule). A
 * generic input takes the column's widget; a type the builder chose is kept, except that a
 * dictionary column needs a choice (a select unless the field is already a choice).
 */
export function bindFieldToColumn(field: FormField, column: TableColumn): FormField {
  const carried = columnConstraints(column);
  const dictOption = carried.showConfig?.dictOption;
  let type = field.type;
  if (dictOption) type = choiceTypes.has(field.type) ? field.type : 'select';
  else if (field.type === 'input') type = carried.type;
  const options = { ...field.options, ...carried.options };
  const rules = dictOption ? [...(field.rules ?? []).filter((rule) => rule.dictCode === undefined), ...carried.rules!] : field.rules;
  // A dictionary column's options come from its dictionary, not from a list or config the field had.
  const showConfig = dictOption
    ? { ...(field.showConfig?.formatExpr ? { formatExpr: field.showConfig.formatExpr } : {}), dictOption: { ...dictOption, ...(field.showConfig?.dictOption?.showType ? { showType: field.showConfig.dictOption.showType } : {}) } }
    : field.showConfig;
  // The column's translations come with its name (a title replaced drops the old one's); a field that keeps its own title keeps its own.
  const { titleI18n: ownTranslations, ...own } = field;
  const titleI18n = column.colName ? column.colNameI18n : ownTranslations;
  return {
    ...own,
    colCode: column.colCode,
    title: column.colName || field.title,
    ...(titleI18n ? { titleI18n } : {}),
    type,
    ...(carried.required ? { required: 'Y' as const } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(showConfig ? { showConfig } : {}),
    ...(rules && rules.length > 0 ? { rules } : {}),
  };
}
