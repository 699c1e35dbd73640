import type { JSONSchemaType } from 'ajv';
import { uuidPattern } from '@wharf/engine';
import { pageSizes } from '../http/envelope';
import { maxEntryTokenSeconds } from './entryTokens';
import { freeLoginEntryNames, type FreeLoginEntry } from './freeLogin';
import type { IssueFreeLoginTokenInput } from './freeLoginTokens';
import type { LogListQuery } from './logQueries';
import type { TrackingEvent } from './operationLog';
import { operationLogLimits } from './operationLog';
import type { IssueVisitorTokenInput } from './visitorLogin';

// Text PostgreSQL can store (no NUL) — a NUL would otherwise surface as a database error.
const storableText = '^[^\\u0000]*$';
// Spec §5: phone numbers are 11 digits; §5 codes: letters, digits, underscore, hyphen.
const phonePattern = '^[0-9]{11}$';
const codePattern = '^[A-Za-z0-9_-]+$';

const sliderToken = { type: 'string', maxLength: 100, nullable: true } as const;

export const sendSmsSchema: JSONSchemaType<{ mobile: string; smsmode?: '0'; sliderToken?: string }> = {
  type: 'object',
  properties: {
    mobile: { type: 'string', pattern: phonePattern },
    sliderToken,
    // 0: login. Registration (1) and password reset (2) are not served by this route yet.
    smsmode: { type: 'string', enum: ['0'], nullable: true },
  },
  required: ['mobile'],
  additionalProperties: false,
};

export const phoneLoginSchema: JSONSchemaType<{ mobile: string; captcha: string; sliderToken?: string }> = {
  type: 'object',
  properties: {
    mobile: { type: 'string', pattern: phonePattern },
    captcha: { type: 'string', minLength: 1, maxLength: 16 },
    sliderToken,
  },
  required: ['mobile', 'captcha'],
  // The login screen may send its remember-me fields along.
  additionalProperties: true,
};

export const visitorLoginSchema: JSONSchemaType<{ token: string }> = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 1024 } },
  required: ['token'],
  additionalProperties: true,
};

/** The query of one password-free entry: its one parameter, e.g. `xdoToken`. */
export function freeLoginQuerySchema(parameter: string): JSONSchemaType<Record<string, string>> {
  return {
    type: 'object',
    properties: { [parameter]: { type: 'string', minLength: 1, maxLength: 1024 } },
    required: [parameter],
  } as unknown as JSONSchemaType<Record<string, string>>;
}

const expiresInSeconds = { type: 'integer', minimum: 60, maximum: maxEntryTokenSeconds } as const;

export const issueVisitorTokenSchema = {
  type: 'object',
  properties: {
    pageType: { type: 'string', enum: ['form', 'view'] },
    pageCode: { type: 'string', minLength: 1, maxLength: 100, pattern: codePattern },
    customData: { type: 'object', maxProperties: 50 },
    expiresInSeconds,
  },
  required: ['pageType', 'pageCode'],
  additionalProperties: false,
} as unknown as JSONSchemaType<IssueVisitorTokenInput>;

export const issueFreeLoginTokenSchema = {
  type: 'object',
  properties: {
    entry: { type: 'string', enum: freeLoginEntryNames satisfies FreeLoginEntry[] },
    userId: { type: 'string', pattern: uuidPattern },
    expiresInSeconds,
  },
  required: ['entry'],
  additionalProperties: false,
} as unknown as JSONSchemaType<IssueFreeLoginTokenInput>;

export const revokeEntryTokenSchema: JSONSchemaType<{ tokenId: string }> = {
  type: 'object',
  properties: { tokenId: { type: 'string', pattern: uuidPattern } },
  required: ['tokenId'],
  additionalProperties: false,
};

export const logListSchema: JSONSchemaType<LogListQuery> = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
    keyword: { type: 'string', maxLength: 100, pattern: storableText, nullable: true },
  },
  required: ['pageNo', 'pageSize'],
};

export const messageLogListSchema: JSONSchemaType<LogListQuery & { esType?: string; esReceiver?: string }> = {
  type: 'object',
  properties: {
    ...logListSchema.properties!,
    esType: { type: 'string', enum: ['sms', 'email', 'wechat', 'system'], nullable: true },
    esReceiver: { type: 'string', maxLength: 100, pattern: storableText, nullable: true },
  },
  required: ['pageNo', 'pageSize'],
} as JSONSchemaType<LogListQuery & { esType?: string; esReceiver?: string }>;

export const operationLogSchema = {
  type: 'array',
  maxItems: operationLogLimits.maxEvents,
  items: { type: 'object', maxProperties: 50 },
} as unknown as JSONSchemaType<TrackingEvent[]>;
