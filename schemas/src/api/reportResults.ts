import type { ApiSchema } from './envelope';
import { flag, record, text } from './fields';
import { exportTaskQueuedSchema } from './taskResults';

/**
 * Dataset queries and report widget data (issue 17, `/api/eform/dataset…`, `/api/eform/report…`):
 * the request bodies the server validates and the answers it gives, as plain JSON Schema. The
 * shapes are engine `reports/types.ts` (DatasetQuery, DatasetAnswer, WidgetData, WidgetDataLine).
 */

const code = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** One cell or filter value: text, a number or nothing. */
const datasetValue = { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }, { type: 'null' }] } as const;

/** The filter operators a dataset query takes (engine `DatasetFilterOperator`). */
export const datasetFilterOperators = ['eq', 'ne', 'in', 'notIn', 'between', 'gt', 'gte', 'lt', 'lte', 'like', 'isNull', 'notNull'] as const;

/** A filter on one of the dataset's dimensions. */
export const datasetFilterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['colCode', 'op'],
  properties: {
    colCode: code,
    op: { type: 'string', enum: [...datasetFilterOperators] },
    value: { anyOf: [datasetValue, { type: 'array', maxItems: 1000, items: datasetValue }] },
  },
} as const satisfies ApiSchema;

/** Where a drill-down stands in a declared hierarchy (values clicked so far, top level first). */
export const drillStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hierarchy', 'path'],
  properties: { hierarchy: code, path: { type: 'array', maxItems: 6, items: datasetValue } },
} as const satisfies ApiSchema;

const filterList = { type: 'array', maxItems: 50, items: datasetFilterSchema } as const;

/** The body of `POST /api/eform/dataset/{datasetCode}/query`; absent lists mean every declared field. */
export const datasetQueryBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dimensions: { type: 'array', maxItems: 50, items: code },
    measures: { type: 'array', maxItems: 50, items: code },
    filters: filterList,
    drill: drillStateSchema,
    parameters: { type: 'object', maxProperties: 30, additionalProperties: datasetValue },
    sort: {
      type: 'array',
      maxItems: 10,
      items: { type: 'object', additionalProperties: false, required: ['by', 'order'], properties: { by: code, order: { type: 'string', enum: ['asc', 'desc'] } } },
    },
    limit: { type: 'integer', minimum: 1, maximum: 50000 },
  },
} as const satisfies ApiSchema;

/** One widget of `POST /api/eform/report/data`. */
export const widgetDataRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'widgetCode'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 100 }, widgetCode: code, filters: filterList, drill: drillStateSchema },
} as const satisfies ApiSchema;

/** Most widgets one batched request may ask for. */
export const maxWidgetDataItems = 50;

/** The body of `POST /api/eform/report/data`. */
export const widgetDataBatchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: { items: { type: 'array', minItems: 1, maxItems: maxWidgetDataItems, items: widgetDataRequestSchema } },
} as const satisfies ApiSchema;

/** The body of `POST /api/eform/report/widget/{widgetCode}/export`: the batch item's filters and drill, and the task's name. */
export const widgetExportBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { filters: filterList, drill: drillStateSchema, taskName: { type: 'string', maxLength: 100 } },
} as const satisfies ApiSchema;

/** One column of a dataset answer. */
export const datasetColumnSchema: ApiSchema = record(
  { key: text, title: text, role: { enum: ['dimension', 'measure'] }, colType: { enum: ['string', 'number', 'date', 'datetime'] }, dictCode: text, dateGranularity: { enum: ['day', 'week', 'month', 'quarter', 'year'] } },
  ['dictCode', 'dateGranularity'],
);

const answerRow = { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } } as const;
const labels = { type: 'object', additionalProperties: { type: 'object', additionalProperties: text } } as const;
const widgetDrill: ApiSchema = record({ hierarchy: text, path: { type: 'array', items: { type: ['string', 'number', 'null'] } }, levels: { type: 'array', items: text } });
const answerProperties = { columns: { type: 'array', items: datasetColumnSchema }, rows: { type: 'array', items: answerRow }, truncated: flag, labels, drill: widgetDrill };

/** A dataset's answer: columns, rows keyed by column, whether the row cap cut it, dictionary labels, the drill's state. */
export const datasetAnswerSchema: ApiSchema = record(answerProperties, ['labels', 'drill']);

/** Chart-ready data of one widget: the answer (sorted, cut to top-N) with the widget's published definition. */
export const widgetDataSchema: ApiSchema = record({ ...answerProperties, widget: record({ widgetCode: text, chartType: text, datasetCode: text }) }, ['labels', 'drill']);

/** One NDJSON line of the batched answer: the item's data, or its own error. */
export const widgetDataLineSchema: ApiSchema = {
  oneOf: [
    record({ key: text, success: { const: true }, result: widgetDataSchema }),
    record({ key: text, success: { const: false }, code: text, message: text }),
  ],
};

/** The result schema of each report operation (spread into `documentedResults`); the batched route answers NDJSON lines (`widgetDataLineSchema`). */
export const reportResults: Readonly<Record<string, ApiSchema>> = {
  'POST /api/eform/dataset/{datasetCode}/query': datasetAnswerSchema,
  'GET /api/eform/report/widget/{widgetCode}/data': widgetDataSchema,
  'POST /api/eform/report/widget/{widgetCode}/export': exportTaskQueuedSchema,
};
