import { formatMessage, type DatasetFilter, type DrillState, type Language } from '@wharf/engine';
import { datasetFilterSchema, drillStateSchema } from '@wharf/schemas';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Request } from 'express';
import { notFound, ValidationFailed } from '../http/errors';
import { toIssue } from '../http/validateRequest';

/** What a dataset, widget or dashboard code may look like (the schemas' `code`). */
export const codePattern = '^[A-Za-z0-9_-]{1,100}$';
const codeRegExp = new RegExp(codePattern);

/** A code path parameter (`:datasetCode`, `:widgetCode`); a code nothing can have is a 404, as an unknown one is. */
export function pathCode(req: Request, name: 'datasetCode' | 'widgetCode'): string {
  const code = String(req.params[name]);
  if (!codeRegExp.test(code)) throw notFound();
  return code;
}

const ajv = new Ajv({ allErrors: true, strict: true });
const filtersValidator: ValidateFunction = ajv.compile({ type: 'array', maxItems: 50, items: datasetFilterSchema });
const drillValidator: ValidateFunction = ajv.compile(drillStateSchema);

/**
 * A query-string parameter holding JSON text (`filters`, `drill` of the widget data GET, so a
 * card's link can carry them), parsed and checked like a body part: 400 at `/query/<name>/…`.
 */
function jsonParameter<T>(text: string | undefined, name: 'filters' | 'drill', validate: ValidateFunction, lang: Language): T | undefined {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ValidationFailed([{ path: `/query/${name}`, code: 'dataset/invalid-query', message: formatMessage('dataset/invalid-query', lang) }]);
  }
  if (!validate(value)) throw new ValidationFailed((validate.errors ?? []).map((error) => toIssue(error, `/query/${name}`, lang)));
  return value as T;
}

/** The widget data GET's query: `filters` and `drill` as JSON text, and a menu card's `colCode` + `queryValue` as an `eq` filter. */
export function widgetQueryParts(query: { colCode?: string; queryValue?: string; filters?: string; drill?: string }, lang: Language): { filters?: DatasetFilter[]; drill?: DrillState } {
  const filters = jsonParameter<DatasetFilter[]>(query.filters, 'filters', filtersValidator, lang) ?? [];
  if (query.colCode) filters.push({ colCode: query.colCode, op: 'eq', value: query.queryValue ?? null });
  const drill = jsonParameter<DrillState>(query.drill, 'drill', drillValidator, lang);
  return { ...(filters.length > 0 ? { filters } : {}), ...(drill ? { drill } : {}) };
}
