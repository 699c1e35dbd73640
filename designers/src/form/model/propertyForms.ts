import type { ConditionGroup, FormDefinition, FormField, FormFieldRule, FormLayoutItem } from '@wharf/schemas';
import { choiceTypes, dateTypes, fieldTypes, type FieldType } from './paletteItems';
import { fieldCodePattern, generalCodePattern } from './fieldCodes';

/** Translates a `designer.form.*` key (the designer passes i18next's t). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A code and a display name, as the services list dictionaries, SQL/HTTP configs and tables. */
export interface CodeName {
  code: string;
  name: string;
}

export interface PropertyLists {
  dictionaries: readonly CodeName[];
  sqlConfigs: readonly CodeName[];
  httpConfigs: readonly CodeName[];
  tables: readonly CodeName[];
}

export type PropertyValues = Record<string, unknown>;

const yesNo = (t: Translate) => [
  { label: t('designer.form.yes'), value: 'Y' },
  { label: t('designer.form.no'), value: 'N' },
];
const codeOptions = (list: readonly CodeName[]) => list.map((item) => ({ label: item.name === item.code ? item.code : `${item.name} (${item.code})`, value: item.code }));
const when = (field: string, operator: 'equal' | 'in', value: string | string[]): ConditionGroup => ({ kind: 'group', match: 'and', children: [{ kind: 'condition', field, operator, value }] });
/** `{{now}}`, `{{now+3d}}`… (spec §5) or any text without braces. */
const defaultValuePattern = '^(?:\\{\\{\\s*now\\s*(?:[+-]\\s*\\d{1,5}\\s*[dWMy])?\\s*\\}\\}|[^{}]*)$';
const hexColourPattern = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

interface PanelGroup {
  key: string;
  title: string;
  fields: FormField[];
}

/** A single-column form whose fields sit in titled groups, the way every property panel is laid out. */
function panelDefinition(formCode: string, formName: string, groups: readonly PanelGroup[]): FormDefinition {
  const items: FormLayoutItem[] = [];
  groups.forEach((group) => group.fields.forEach((field, y) => items.push({ colCode: field.colCode, x: 0, y, w: 24, h: 1, container: group.key })));
  return {
    schemaVersion: 2,
    formCode,
    formName,
    fields: groups.flatMap((group) => group.fields),
    layout: {
      pc: { labelAlign: 'top', items, containers: groups.map((group, y) => ({ key: group.key, kind: 'group', title: group.title, x: 0, y, w: 24, h: 1 })) },
    },
  };
}

const typesWithLength: FieldType[] = ['input', 'textarea', 'editor'];
const typesWithMultiple: FieldType[] = ['select', 'user', 'org', 'upload'];

/** The field property panel as a form definition, rendered by the renderer's FormRenderer (issue 7: the panel is itself a form). */
export function fieldPropertyForm(t: Translate, lists: PropertyLists): FormDefinition {
  const label = (key: string) => t(`designer.form.property.${key}`);
  const basic: FormField[] = [
    { colCode: 'title', title: label('title'), type: 'input', required: 'Y', rules: [{ max: 200 }] },
    { colCode: 'colCode', title: label('colCode'), type: 'input', required: 'Y', rules: [{ pattern: fieldCodePattern, message: t('designer.form.codeProblem.format') }] },
    { colCode: 'type', title: label('type'), type: 'select', required: 'Y', showConfig: { options: fieldTypes.map((type) => ({ label: t(`designer.form.palette.${type}`), value: type })) } },
    { colCode: 'required', title: label('required'), type: 'radioButton', showConfig: { options: yesNo(t) } },
    { colCode: 'disabled', title: label('disabled'), type: 'radioButton', showConfig: { options: yesNo(t) } },
    { colCode: 'hidden', title: label('hidden'), type: 'radioButton', showConfig: { options: yesNo(t) } },
    { colCode: 'placeholder', title: label('placeholder'), type: 'input', rules: [{ max: 200 }] },
    { colCode: 'defaultValue', title: label('defaultValue'), type: 'input', placeholder: '{{now-1d}}', rules: [{ pattern: defaultValuePattern, message: t('designer.form.property.defaultValueHint', { example: '{{now}}, {{now+3d}}' }) }] },
  ];
  const data: FormField[] = [
    { colCode: 'precision', title: label('precision'), type: 'number', options: { precision: 0, min: 0, max: 30 }, showCondition: when('type', 'equal', 'number') },
    { colCode: 'minValue', title: label('minValue'), type: 'number', options: { precision: 6 }, showCondition: when('type', 'equal', 'number') },
    { colCode: 'maxValue', title: label('maxValue'), type: 'number', options: { precision: 6 }, showCondition: when('type', 'equal', 'number') },
    { colCode: 'maxLength', title: label('maxLength'), type: 'number', options: { precision: 0, min: 1 }, showCondition: when('type', 'in', typesWithLength) },
    { colCode: 'format', title: label('format'), type: 'input', placeholder: 'YYYY-MM-DD', showCondition: when('type', 'in', [...dateTypes]) },
    { colCode: 'multiple', title: label('multiple'), type: 'radioButton', showConfig: { options: yesNo(t) }, showCondition: when('type', 'in', typesWithMultiple) },
    {
      colCode: 'sourceKind',
      title: label('sourceKind'),
      type: 'radioButton',
      showConfig: { options: ['fixed', 'dict', 'sql', 'http'].map((kind) => ({ label: t(`designer.form.source.${kind}`), value: kind })) },
      showCondition: when('type', 'in', [...choiceTypes]),
    },
    { colCode: 'dictCode', title: label('dictCode'), type: 'select', showConfig: { options: codeOptions(lists.dictionaries) }, showCondition: when('sourceKind', 'equal', 'dict'), requiredCondition: when('sourceKind', 'equal', 'dict') },
    {
      colCode: 'dictShowType',
      title: label('dictShowType'),
      type: 'select',
      showConfig: { options: ['select', 'radio', 'radioButton'].map((type) => ({ label: t(`designer.form.palette.${type}`), value: type })) },
      showCondition: when('sourceKind', 'equal', 'dict'),
    },
    { colCode: 'sqlCode', title: label('sqlCode'), type: 'select', showConfig: { options: codeOptions(lists.sqlConfigs) }, showCondition: when('sourceKind', 'equal', 'sql'), requiredCondition: when('sourceKind', 'equal', 'sql') },
    { colCode: 'httpCode', title: label('httpCode'), type: 'select', showConfig: { options: codeOptions(lists.httpConfigs) }, showCondition: when('sourceKind', 'equal', 'http'), requiredCondition: when('sourceKind', 'equal', 'http') },
    { colCode: 'formatExpr', title: label('formatExpr'), type: 'input', rules: [{ max: 1000 }] },
  ];
  const hex = (colCode: string): FormField => ({ colCode, title: label(colCode), type: 'input', placeholder: '#1890ff', rules: [{ pattern: hexColourPattern, message: t('designer.form.property.hexHint') }] });
  const style: FormField[] = [
    { colCode: 'textAlign', title: label('textAlign'), type: 'radioButton', showConfig: { options: ['left', 'center', 'right'].map((value) => ({ label: t(`designer.form.align.${value}`), value })) } },
    hex('background'),
    hex('color'),
    { colCode: 'fontSize', title: label('fontSize'), type: 'number', options: { precision: 0, min: 8, max: 96 } },
    { colCode: 'fontWeight', title: label('fontWeight'), type: 'select', showConfig: { options: ['normal', 'bold', 'lighter', 'bolder', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((value) => ({ label: value, value })) } },
    { colCode: 'divStyle', title: label('divStyle'), type: 'input', rules: [{ max: 1000 }] },
    { colCode: 'labelStyle', title: label('labelStyle'), type: 'input', rules: [{ max: 1000 }] },
  ];
  return panelDefinition('designer_field_properties', t('designer.form.panel.field'), [
    { key: 'basic', title: t('designer.form.panel.basic'), fields: basic },
    { key: 'data', title: t('designer.form.panel.data'), fields: data },
    { key: 'style', title: t('designer.form.panel.style'), fields: style },
  ]);
}

function sourceKindOf(field: FormField): string {
  const show = field.showConfig;
  if (show?.dictOption) return 'dict';
  if (show?.sqlConfig) return 'sql';
  if (show?.httpConfig) return 'http';
  return 'fixed';
}

/** Drops empty entries so the panel starts blank where the field has nothing. */
function compact(values: Record<string, unknown>): PropertyValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== ''));
}

/** The panel's values for a field. */
export function fieldToValues(field: FormField): PropertyValues {
  const style = field.style ?? {};
  return compact({
    title: field.title,
    colCode: field.colCode,
    type: field.type,
    required: field.required ?? 'N',
    disabled: field.disabled ?? 'N',
    hidden: field.hidden ?? 'N',
    placeholder: field.placeholder,
    defaultValue: field.defaultValue === undefined || field.defaultValue === null ? undefined : String(field.defaultValue),
    precision: field.options?.precision,
    minValue: field.options?.min,
    maxValue: field.options?.max,
    maxLength: field.options?.maxLength,
    format: field.options?.format,
    multiple: field.options?.multiple === undefined ? undefined : field.options.multiple ? 'Y' : 'N',
    sourceKind: choiceTypes.has(field.type) ? sourceKindOf(field) : undefined,
    dictCode: field.showConfig?.dictOption?.dictCode,
    dictShowType: field.showConfig?.dictOption?.showType,
    sqlCode: field.showConfig?.sqlConfig?.sqlCode,
    httpCode: field.showConfig?.httpConfig?.httpCode,
    formatExpr: field.showConfig?.formatExpr,
    ...style,
  });
}

const text = (value: unknown): string | undefined => (value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim());
const number = (value: unknown): number | undefined => {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const parsed = Number(raw);
  return Number.isFinite(parsed) ? parsed : undefined;
};
const yesNoValue = (value: unknown): 'Y' | 'N' | undefined => (value === 'Y' || value === true ? 'Y' : value === 'N' || value === false ? 'N' : undefined);

/** Sets or removes keys so the result carries no empty objects or undefined values (the schema has no room for them). */
function tidy<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, each]) => each !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

function defaultValueFor(type: FieldType, raw: unknown): FormField['defaultValue'] {
  const value = text(raw);
  if (value === undefined) return undefined;
  if (type === 'number' && value !== '' && Number.isFinite(Number(value))) return Number(value);
  if (type === 'switch' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The field after the panel's values were applied. Keys the panel does not edit (rules, linkage,
 * computed, a fixed options list) are kept; choices keep a fixed list when switched to "fixed".
 */
export function applyFieldValues(field: FormField, values: PropertyValues): FormField {
  const type = (fieldTypes as readonly string[]).includes(String(values.type)) ? (values.type as FieldType) : field.type;
  const next: FormField = { ...field, colCode: text(values.colCode) ?? field.colCode, title: text(values.title) ?? field.title, type };
  for (const key of ['required', 'disabled', 'hidden'] as const) {
    const flag = yesNoValue(values[key]);
    if (flag === 'Y') next[key] = 'Y';
    else delete next[key];
  }
  const assign = <K extends keyof FormField>(key: K, value: FormField[K] | undefined) => {
    if (value === undefined) delete next[key];
    else next[key] = value;
  };
  assign('placeholder', text(values.placeholder));
  assign('defaultValue', defaultValueFor(type, values.defaultValue));
  const multiple = yesNoValue(values.multiple);
  assign(
    'options',
    tidy({
      precision: type === 'number' ? number(values.precision) : undefined,
      min: type === 'number' ? number(values.minValue) : undefined,
      max: type === 'number' ? number(values.maxValue) : undefined,
      maxLength: typesWithLength.includes(type) ? number(values.maxLength) : undefined,
      format: dateTypes.has(type) ? text(values.format) : undefined,
      multiple: type === 'checkbox' ? true : typesWithMultiple.includes(type) && multiple !== undefined ? multiple === 'Y' : undefined,
    }),
  );
  assign('showConfig', tidy({ ...choiceSource(field, type, values), formatExpr: text(values.formatExpr) }));
  assign(
    'style',
    tidy({
      textAlign: text(values.textAlign) as NonNullable<FormField['style']>['textAlign'],
      background: text(values.background),
      color: text(values.color),
      fontSize: number(values.fontSize),
      fontWeight: text(values.fontWeight) as NonNullable<FormField['style']>['fontWeight'],
      divStyle: text(values.divStyle),
      labelStyle: text(values.labelStyle),
    }),
  );
  return next;
}

function choiceSource(field: FormField, type: FieldType, values: PropertyValues): NonNullable<FormField['showConfig']> {
  if (!choiceTypes.has(type)) return {};
  const kind = text(values.sourceKind) ?? 'fixed';
  const dictCode = text(values.dictCode);
  const sqlCode = text(values.sqlCode);
  const httpCode = text(values.httpCode);
  if (kind === 'dict' && dictCode) {
    const showType = text(values.dictShowType) as 'select' | 'radio' | 'radioButton' | undefined;
    return { dictOption: { dictCode, ...(showType ? { showType } : {}) } };
  }
  if (kind === 'sql' && sqlCode) return { sqlConfig: { sqlCode } };
  if (kind === 'http' && httpCode) return { httpConfig: { httpCode } };
  return { options: field.showConfig?.options ?? [] };
}

/** Form settings (shown when nothing is selected), also drawn as a form. */
export function formSettingsForm(t: Translate, lists: PropertyLists): FormDefinition {
  const label = (key: string) => t(`designer.form.settings.${key}`);
  return panelDefinition('designer_form_settings', t('designer.form.panel.form'), [
    {
      key: 'form',
      title: t('designer.form.panel.form'),
      fields: [
        { colCode: 'formName', title: label('formName'), type: 'input', required: 'Y', rules: [{ max: 100 }] },
        { colCode: 'formCode', title: label('formCode'), type: 'input', required: 'Y', rules: [{ pattern: generalCodePattern, message: t('designer.form.codeProblem.general') }] },
        { colCode: 'objectName', title: label('objectName'), type: 'select', showConfig: { options: codeOptions(lists.tables) } },
        { colCode: 'rowCount', title: label('rowCount'), type: 'radioButton', showConfig: { options: ['2', '3', '4'].map((value) => ({ label: value, value })) } },
        { colCode: 'labelAlign', title: label('labelAlign'), type: 'radioButton', showConfig: { options: ['left', 'right', 'top'].map((value) => ({ label: t(`designer.form.align.${value}`), value })) } },
        { colCode: 'labelWidth', title: label('labelWidth'), type: 'number', options: { precision: 0, min: 0, max: 1000 } },
        // A form without fields opens on its own page at these addresses (spec §3; engine formPageOf).
        { colCode: 'pcUrl', title: label('pcUrl'), type: 'input', placeholder: label('pageUrlHint'), rules: [{ max: 500 }] },
        { colCode: 'mobileUrl', title: label('mobileUrl'), type: 'input', placeholder: label('pageUrlHint'), rules: [{ max: 500 }] },
      ],
    },
  ]);
}

export function formToSettings(form: FormDefinition): PropertyValues {
  const pc = form.layout?.pc;
  return compact({ formName: form.formName, formCode: form.formCode, objectName: form.objectName, rowCount: String(pc?.rowCount ?? 2), labelAlign: pc?.labelAlign, labelWidth: pc?.labelWidth, pcUrl: form.pcUrl, mobileUrl: form.mobileUrl });
}

export function applyFormSettings(form: FormDefinition, values: PropertyValues): FormDefinition {
  const next: FormDefinition = { ...form, formName: text(values.formName) ?? form.formName, formCode: text(values.formCode) ?? form.formCode };
  const objectName = text(values.objectName);
  if (objectName) next.objectName = objectName;
  else delete next.objectName;
  for (const key of ['pcUrl', 'mobileUrl'] as const) {
    const address = text(values[key])?.trim();
    if (address) next[key] = address;
    else delete next[key];
  }
  const rowCount = Number(values.rowCount);
  const pc = { ...(form.layout?.pc ?? { items: [] }) };
  if (rowCount === 2 || rowCount === 3 || rowCount === 4) pc.rowCount = rowCount;
  const labelAlign = text(values.labelAlign);
  if (labelAlign === 'left' || labelAlign === 'right' || labelAlign === 'top') pc.labelAlign = labelAlign;
  else delete pc.labelAlign;
  const labelWidth = number(values.labelWidth);
  if (labelWidth !== undefined) pc.labelWidth = labelWidth;
  else delete pc.labelWidth;
  return { ...next, layout: { ...form.layout, pc } };
}

/** Sub-table settings, drawn as a form. */
export function subTableSettingsForm(t: Translate, masterFields: readonly FormField[]): FormDefinition {
  const label = (key: string) => t(`designer.form.subTable.${key}`);
  return panelDefinition('designer_sub_table', t('designer.form.panel.subTable'), [
    {
      key: 'subTable',
      title: t('designer.form.panel.subTable'),
      fields: [
        { colCode: 'title', title: label('title'), type: 'input', required: 'Y', rules: [{ max: 200 }] },
        { colCode: 'tableName', title: label('tableName'), type: 'input', required: 'Y', rules: [{ pattern: generalCodePattern, message: t('designer.form.codeProblem.general') }] },
        { colCode: 'foreignKey', title: label('foreignKey'), type: 'input', rules: [{ pattern: fieldCodePattern, message: t('designer.form.codeProblem.format') }], placeholder: masterFields[0]?.colCode ?? '' },
        { colCode: 'minRows', title: label('minRows'), type: 'number', options: { precision: 0, min: 0 } },
        { colCode: 'maxRows', title: label('maxRows'), type: 'number', options: { precision: 0, min: 1, max: 100000 } },
      ],
    },
  ]);
}

/** A rule that checks nothing by itself is never stored. */
export function isMeaningfulRule(rule: FormFieldRule): boolean {
  return Object.keys(rule).some((key) => key !== 'message' && key !== 'firstNoCheck' && key !== 'trigger');
}
