import type { JSONSchemaType } from 'ajv';
import { pageSizes } from '../../http/envelope';
import { idList, uuid } from '../../http/idSchemas';
import type { UserListQuery } from './userOperations';
import type { UserInput } from './userRecord';


const optional = <T extends object>(schema: T) => ({ ...schema, nullable: true }) as T & { nullable: true };
const profile = {
  realname: { type: 'string', minLength: 1, maxLength: 10 },
  workNo: optional({ type: 'string', maxLength: 32 }),
  phone: optional({ type: 'string', pattern: '^(\\d{11})?$' }),
  email: optional({ type: 'string', maxLength: 50, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }),
  sex: optional({ type: 'string', enum: ['1', '2'] }),
  birthday: optional({ type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
  orgId: optional(uuid),
  userType: optional({ type: 'string', enum: ['normal', 'admin', 'proxy'] }),
  showWaterMark: optional({ type: 'boolean' }),
  enableVcode: optional({ type: 'string', enum: ['Y', 'N'] }),
  roleIds: optional({ type: 'array', items: uuid, maxItems: 100 }),
  departIds: optional({ type: 'array', items: uuid, maxItems: 100 }),
} as const;

export const addUserSchema = {
  type: 'object',
  properties: { username: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_.-]+$' }, password: { type: 'string', maxLength: 200 }, ...profile },
  required: ['username', 'realname', 'password'],
  additionalProperties: false,
} as unknown as JSONSchemaType<UserInput>;

export const editUserSchema = {
  type: 'object',
  properties: { id: uuid, ...profile },
  required: ['id', 'realname'],
  additionalProperties: false,
} as unknown as JSONSchemaType<Omit<UserInput, 'username' | 'password'> & { id: string }>;

export const listUsersQuery = {
  type: 'object',
  properties: {
    username: optional({ type: 'string', maxLength: 100 }),
    realname: optional({ type: 'string', maxLength: 100 }),
    phone: optional({ type: 'string', maxLength: 20 }),
    status: optional({ type: 'string', enum: ['1', '2'] }),
    orgId: optional(uuid),
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<UserListQuery>;

export const frozenBatchSchema: JSONSchemaType<{ ids: string; status: '1' | '2' }> = {
  type: 'object',
  properties: { ids: idList, status: { type: 'string', enum: ['1', '2'] } },
  required: ['ids', 'status'],
  additionalProperties: false,
};

export const resetPasswordSchema: JSONSchemaType<{ id: string; password: string }> = {
  type: 'object',
  properties: { id: uuid, password: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['id', 'password'],
  additionalProperties: false,
};

export const checkOnlyUserQuery: JSONSchemaType<{ username?: string; email?: string; phone?: string }> = {
  type: 'object',
  properties: { username: optional({ type: 'string', maxLength: 100 }), email: optional({ type: 'string', maxLength: 100 }), phone: optional({ type: 'string', maxLength: 20 }) },
};
