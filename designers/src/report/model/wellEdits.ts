import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';

/** The drop targets of the widget designer: the category axis, the series and the values. */
export type Well = 'category' | 'series' | 'values';

/** A dataset field being placed: a dimension (category or series) or a measure (values). */
export interface FieldRef {
  role: 'dimension' | 'measure';
  code: string;
}

/** Most measures a widget plots (schema: yFields maxItems 20). */
const maxValues = 20;

/** Drop ids: fields are `field:<role>:<code>`, wells `well:<well>`, so a drag end names both. */
export const fieldDragId = (field: FieldRef) => `field:${field.role}:${field.code}`;
export const wellDropId = (well: Well) => `well:${well}`;

/** The field and well a finished drag names, or undefined when it was dropped elsewhere. */
export function resolveWellDrop(activeId: string, overId: string | undefined): { field: FieldRef; well: Well } | undefined {
  const field = /^field:(dimension|measure):(.+)$/.exec(activeId);
  const well = /^well:(category|series|values)$/.exec(overId ?? '');
  if (!field || !well) return undefined;
  return { field: { role: field[1] as FieldRef['role'], code: field[2]! }, well: well[1] as Well };
}

/** Whether a field may go into a well: dimensions onto the category axis or series, measures onto values. */
export const acceptsField = (well: Well, field: FieldRef) => (well === 'values' ? field.role === 'measure' : field.role === 'dimension');

/** Drops cleared settings, and an empty yFields (the schema wants at least one measure when present). */
export function withoutEmpty(definition: ReportDefinition): ReportDefinition {
  const next: Record<string, unknown> = { ...definition };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  if (Array.isArray(next.yFields) && next.yFields.length === 0) delete next.yFields;
  return next as unknown as ReportDefinition;
}

/**
 * Places a field in a well: a dimension becomes the category (xField) or the series (seriesField),
 * leaving the other well if it was there; a measure is appended to the values (yFields), moved to
 * the end if it was already plotted. Returns undefined when the well does not take the field.
 */
export function dropOnWell(definition: ReportDefinition, field: FieldRef, well: Well): ReportDefinition | undefined {
  if (!acceptsField(well, field)) return undefined;
  if (well === 'values') {
    const values = (definition.yFields ?? []).filter((code) => code !== field.code);
    if (values.length >= maxValues) return undefined;
    return withoutEmpty({ ...definition, yFields: [...values, field.code] });
  }
  if (well === 'category') return withoutEmpty({ ...definition, xField: field.code, seriesField: definition.seriesField === field.code ? undefined : definition.seriesField });
  return withoutEmpty({ ...definition, seriesField: field.code, xField: definition.xField === field.code ? undefined : definition.xField });
}

/** Takes a field out of a well (the values drop only that measure). */
export function removeFromWell(definition: ReportDefinition, well: Well, code: string): ReportDefinition {
  if (well === 'values') return withoutEmpty({ ...definition, yFields: (definition.yFields ?? []).filter((value) => value !== code) });
  return withoutEmpty(well === 'category' ? { ...definition, xField: undefined } : { ...definition, seriesField: undefined });
}

/** The codes a well holds. */
export function wellCodes(definition: ReportDefinition, well: Well): string[] {
  if (well === 'values') return [...(definition.yFields ?? [])];
  const code = well === 'category' ? definition.xField : definition.seriesField;
  return code ? [code] : [];
}

/**
 * Changes the widget's dataset: the wells, sort, drill settings and filter named the old dataset's
 * fields, so they are cleared; the chart type, titles and formats stay.
 */
export function changeDataset(definition: ReportDefinition, datasetCode: string): ReportDefinition {
  if (definition.datasetCode === datasetCode) return definition;
  return withoutEmpty({ ...definition, datasetCode, xField: undefined, seriesField: undefined, yFields: undefined, sort: undefined, topN: undefined, drillHierarchy: undefined, drillThrough: undefined, filter: undefined });
}

/** A field's display title in the dataset (its code when the dataset does not declare it). */
export function fieldTitle(dataset: DatasetDefinition | undefined, code: string): string {
  const field = [...(dataset?.dimension ?? []), ...(dataset?.measure ?? [])].find((candidate) => candidate.colCode === code);
  return field?.title ?? code;
}
