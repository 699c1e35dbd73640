import type { JSONSchemaType } from 'ajv';
import { uuidPattern } from '@wharf/engine';
import { pageSizes } from '../../../http/envelope';

const uuid = { type: 'string', pattern: uuidPattern } as const;
const code = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** Spec §3 importMode: 1 single table, 2 multi table single sheet, 3 multi table multi sheet, 4 Thai variant. */
export const importModes = ['1', '2', '3', '4'] as const;
/** Spec §3 importType: 1 add, 2 modify, 3 delete, 4 add or modify. */
export const importTypes = ['1', '2', '3', '4'] as const;

/** One sheet column of a task: its letter (a–z, up to 3), the field it fills, its heading (≤ 50). */
export interface FieldMapEntry {
  colLetter: string;
  colCode: string;
  colName?: string | null;
}

export interface ImportTaskInput {
  taskName: string;
  taskCode: string;
  systemCode?: string | null;
  importMode: (typeof importModes)[number];
  importType: (typeof importTypes)[number];
  pageTitle: string;
  headStartRow: number;
  startRow: number;
  endRow?: number | null;
  listStartRow: number;
  sheetName: string;
  /** The business primary key: field codes joined by commas; empty warns that the import updates everything. */
  businessPk?: string | null;
  customParam?: string | null;
  extendKey?: string | null;
  importKey?: string | null;
  /** The form the rows go into. */
  formCode: string;
  /** Import as soon as the check finds every row correct, without waiting for a confirmation. */
  autoImport?: boolean | null;
  fieldsMapConfig?: FieldMapEntry[] | null;
}

export interface ImportTaskEditInput extends ImportTaskInput {
  id: string;
}

export interface ImportTaskListQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

const row = { type: 'integer', minimum: 1, maximum: 1_048_576 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, nullable: true }) as const;
const required = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const taskProperties = {
  taskName: required(100),
  taskCode: code,
  systemCode: text(100),
  importMode: { type: 'string', enum: [...importModes] },
  importType: { type: 'string', enum: [...importTypes] },
  pageTitle: required(100),
  headStartRow: row,
  startRow: row,
  endRow: { ...row, nullable: true },
  listStartRow: row,
  sheetName: required(100),
  businessPk: { type: 'string', maxLength: 500, nullable: true, pattern: '^\\s*([A-Za-z0-9_]+(\\s*,\\s*[A-Za-z0-9_]+)*)?\\s*$' },
  customParam: text(1000),
  extendKey: text(200),
  importKey: text(200),
  formCode: code,
  autoImport: { type: 'boolean', nullable: true },
  fieldsMapConfig: {
    type: 'array',
    nullable: true,
    maxItems: 500,
    items: {
      type: 'object',
      properties: {
        colLetter: { type: 'string', pattern: '^[A-Za-z]{1,3}$' },
        // A master field's code, or `<subTable>.<colCode>` for a sub-table's (multi table, single sheet).
        colCode: { type: 'string', minLength: 1, maxLength: 201, pattern: '^[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)?$' },
        colName: { type: 'string', maxLength: 50, nullable: true },
      },
      required: ['colLetter', 'colCode'],
      additionalProperties: false,
    },
  },
} as const;

const taskRequired = ['taskName', 'taskCode', 'importMode', 'importType', 'pageTitle', 'headStartRow', 'startRow', 'listStartRow', 'sheetName', 'formCode'];

export const addTaskSchema = {
  type: 'object',
  properties: taskProperties,
  required: taskRequired,
  additionalProperties: false,
} as unknown as JSONSchemaType<ImportTaskInput>;

export const editTaskSchema = {
  type: 'object',
  properties: { id: uuid, ...taskProperties },
  required: ['id', ...taskRequired],
  additionalProperties: false,
} as unknown as JSONSchemaType<ImportTaskEditInput>;

export const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };
export const idBody: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'], additionalProperties: false };

export const taskListQuery: JSONSchemaType<ImportTaskListQuery> = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100, nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

export interface RunListQuery {
  taskCode?: string;
  viewCode?: string;
  pageNo: number;
  pageSize: number;
}

export const runListQuery: JSONSchemaType<RunListQuery> = {
  type: 'object',
  properties: {
    taskCode: { ...code, nullable: true },
    viewCode: { ...code, nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<RunListQuery>;

/** `getAsyncImportById`'s id is checked by the route: the spec's own message when it is missing. */
export const asyncImportIdQuery: JSONSchemaType<{ id?: string }> = { type: 'object', properties: { id: { type: 'string', maxLength: 100, nullable: true } }, required: [] };

export const uploadQuery: JSONSchemaType<{ taskCode: string; fileName?: string }> = {
  type: 'object',
  properties: { taskCode: code, fileName: { type: 'string', maxLength: 255, nullable: true } },
  required: ['taskCode'],
} as unknown as JSONSchemaType<{ taskCode: string; fileName?: string }>;

export const fileQuery: JSONSchemaType<{ fileName?: string }> = { type: 'object', properties: { fileName: { type: 'string', maxLength: 255, nullable: true } }, required: [] };
