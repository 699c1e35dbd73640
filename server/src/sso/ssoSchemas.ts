import type { JSONSchemaType } from 'ajv';
import type { OAuth2LoginInput } from './oauth2Login';
import type { CasLoginInput } from './casLogin';
import type { LocalisedText } from '@wharf/schemas';
import { ssoKeyPattern, type SsoType } from './ssoConfig';

/** What the platform operator sends to add or edit an SSO configuration. */
export interface SsoConfigInput {
  ssoKey: string;
  type: SsoType;
  /** The tenant the configuration logs users into; required to add, fixed afterwards. */
  tenantCode?: string;
  /** What the login button says, per interface language; left out on edit: kept; null: removed (the ssoKey shows). */
  displayName?: LocalisedText | null;
  cas?: {
    url?: string | null;
    loginName?: string | null;
    logout?: string | null;
    serviceUrl?: string | null;
  };
  oauth2?: {
    url?: string | null;
    clientId?: string | null;
    /** Write-only. Left out on edit: the stored secret is kept; null or '': removed. */
    clientSecret?: string | null;
    scope?: string | null;
    paramName?: string | null;
    dynamic?: boolean | null;
    logout?: string | null;
    redirectUri?: string | null;
    usernameClaim?: string | null;
  };
}

const text = (maxLength: number) => ({ type: 'string', maxLength, nullable: true }) as const;
// Printable ASCII without spaces: enough for any claim or attribute name, nothing to smuggle.
const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', nullable: true } as const;
const ssoKey = { type: 'string', pattern: ssoKeyPattern } as const;
const displayText = { type: 'string', maxLength: 50, nullable: true } as const;

export const ssoConfigInputSchema: JSONSchemaType<SsoConfigInput> = {
  type: 'object',
  properties: {
    ssoKey,
    type: { type: 'string', enum: ['oauth2', 'cas'] },
    tenantCode: { type: 'string', minLength: 1, maxLength: 64, nullable: true },
    displayName: {
      type: 'object',
      nullable: true,
      properties: { zh_CN: displayText, en_US: displayText, th_TH: displayText, zh_TW: displayText },
      additionalProperties: false,
    },
    cas: {
      type: 'object',
      nullable: true,
      properties: { url: text(500), loginName: name, logout: text(500), serviceUrl: text(500) },
      additionalProperties: false,
    },
    oauth2: {
      type: 'object',
      nullable: true,
      properties: {
        url: text(500),
        clientId: text(200),
        clientSecret: text(1000),
        scope: text(500),
        paramName: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$', nullable: true },
        dynamic: { type: 'boolean', nullable: true },
        logout: text(500),
        redirectUri: text(500),
        usernameClaim: name,
      },
      additionalProperties: false,
    },
  },
  required: ['ssoKey', 'type'],
  additionalProperties: false,
};

export const ssoKeyQuerySchema: JSONSchemaType<{ ssoKey: string }> = {
  type: 'object',
  properties: { ssoKey },
  required: ['ssoKey'],
};

export const authorizeUrlQuerySchema: JSONSchemaType<{ ssoKey: string; redirectUri?: string }> = {
  type: 'object',
  properties: { ssoKey, redirectUri: { type: 'string', minLength: 1, maxLength: 500, nullable: true } },
  required: ['ssoKey'],
};

// Printable ASCII only: codes, states, tickets and issuers never need more, hostile text gets a 400.
const token = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[\\x21-\\x7e]+$' }) as const;

export const oauth2LoginSchema: JSONSchemaType<OAuth2LoginInput> = {
  type: 'object',
  properties: { code: token(2048), state: token(200), iss: { ...token(500), nullable: true } },
  required: ['code', 'state'],
  // The web callback may forward every callback parameter (session_state…); they are ignored.
  additionalProperties: true,
};

export const casLoginQuerySchema: JSONSchemaType<CasLoginInput> = {
  type: 'object',
  properties: { ssoKey, ticket: { ...token(256), nullable: true }, service: { type: 'string', minLength: 1, maxLength: 1000, nullable: true } },
  required: ['ssoKey'],
};

export interface SsoConfigListQuery {
  pageNo: number;
  pageSize: number;
  tenantCode?: string;
}

export const ssoConfigListQuerySchema: JSONSchemaType<SsoConfigListQuery> = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
    tenantCode: { type: 'string', maxLength: 64, nullable: true },
  },
  required: ['pageNo', 'pageSize'],
};

export interface SsoIdentityListQuery {
  ssoKey: string;
  pageNo: number;
  pageSize: number;
}

export const ssoIdentityListQuerySchema: JSONSchemaType<SsoIdentityListQuery> = {
  type: 'object',
  properties: {
    ssoKey,
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  },
  required: ['ssoKey', 'pageNo', 'pageSize'],
};

export const ssoIdentityQuerySchema: JSONSchemaType<{ ssoKey: string; subject: string }> = {
  type: 'object',
  properties: { ssoKey, subject: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['ssoKey', 'subject'],
};
