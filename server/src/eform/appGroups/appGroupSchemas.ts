import type { JSONSchemaType } from 'ajv';
import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { uuidPattern, uuidPatternText } from '@wharf/engine';
import { pageSizes } from '../../http/envelope';

/** Most definitions one "move to app group" call may carry (one list page at its largest size). */
export const moveLimit = 500;

const uuid = { type: 'string', pattern: uuidPattern } as const;

export interface AppGroupInput {
  groupName: string;
  groupCode: string;
  description?: string | null;
  icon?: string | null;
  sortOrder?: number;
}

export interface AppGroupEditInput extends AppGroupInput {
  id: string;
}

export interface AppGroupListQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface MoveInput {
  /** The target group; null, empty or absent takes the definitions out of any group. */
  groupId?: string | null;
  /** 'Y': forms and views take along the table definitions they read (see moveToAppGroup). */
  splitTableName?: 'Y' | 'N';
  /** The kind of each definition in `idArray`, index by index. */
  tableNameArray: DefinitionKind[];
  idArray: string[];
}

const groupProperties = {
  groupName: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
  // Codes: letters, digits, underscore and hyphen only (spec §5: no Chinese characters).
  groupCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  description: { type: 'string', maxLength: 500, nullable: true },
  icon: { type: 'string', maxLength: 100, nullable: true },
  sortOrder: { type: 'integer', minimum: -1000000, maximum: 1000000, nullable: true },
} as const;

export const addSchema: JSONSchemaType<AppGroupInput> = {
  type: 'object',
  properties: groupProperties,
  required: ['groupName', 'groupCode'],
  additionalProperties: false,
} as unknown as JSONSchemaType<AppGroupInput>;

export const editSchema: JSONSchemaType<AppGroupEditInput> = {
  type: 'object',
  properties: { id: uuid, ...groupProperties },
  required: ['id', 'groupName', 'groupCode'],
  additionalProperties: false,
} as unknown as JSONSchemaType<AppGroupEditInput>;

export const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: uuid }, required: ['id'] };

export const listQuery: JSONSchemaType<AppGroupListQuery> = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100, nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

export const moveSchema: JSONSchemaType<MoveInput> = {
  type: 'object',
  properties: {
    groupId: { type: 'string', nullable: true, pattern: `^(${uuidPatternText})?$` },
    splitTableName: { type: 'string', enum: ['Y', 'N'], nullable: true },
    tableNameArray: { type: 'array', minItems: 1, maxItems: moveLimit, items: { type: 'string', enum: [...definitionKinds] } },
    idArray: { type: 'array', minItems: 1, maxItems: moveLimit, items: uuid },
  },
  required: ['tableNameArray', 'idArray'],
  additionalProperties: false,
} as unknown as JSONSchemaType<MoveInput>;
