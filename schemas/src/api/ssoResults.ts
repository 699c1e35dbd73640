import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, nullableDateTime, nullableText, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';
import { openedSessionSchema } from './results';

/** SSO (spec §3 SSO config: ssoKey, type, cas, oauth2): the login screens' calls and the operator's console, as the server answers today. */

const ssoType = { enum: ['oauth2', 'cas'] };
/** `GET /api/system/sso/config`: what a login screen may know of a configuration (nothing secret). */
export const publicSsoConfigSchema: ApiSchema = record({
  ssoKey: text, type: ssoType, cas: record({ url: nullableText, hasLogout: flag }), oauth2: record({ paramName: text, dynamic: flag, hasLogout: flag }),
});
/** `GET /api/system/sso/entries`: the SSO buttons a login screen offers. */
export const ssoEntryListSchema: ApiSchema = arraySchema(record({ ssoKey: text, type: ssoType, name: text, tenantCode: text }));
/** `GET /api/system/oauth2/getAuthorizeUrl` (spec §7: success, data): the provider URL to go to; the answer repeats it as `data`. */
export const authorizeUrlSchema: ApiSchema = { type: 'string', description: 'The provider URL to send the browser to' };

/** An SSO configuration as the console sees it (the client secret never; whether there is one). */
export const ssoConfigSchema: ApiSchema = record({
  id: uuid, ssoKey: text, type: ssoType, tenantCode: text,
  cas: record({ url: nullableText, loginName: nullableText, logout: nullableText, serviceUrl: nullableText }),
  oauth2: record({ url: nullableText, clientId: nullableText, scope: nullableText, paramName: text, dynamic: flag, logout: nullableText, redirectUri: nullableText, usernameClaim: text, hasClientSecret: flag }),
  updatedAt: dateTime,
  // The login button's text per interface language (issue 23); optional for fakes written before it.
  displayName: { anyOf: [{ type: 'object', additionalProperties: text }, { type: 'null' }] },
}, ['displayName']);
/** `GET /api/system/ssoConfig/list`. */
export const ssoConfigPageSchema: ApiSchema = pageSchema(ssoConfigSchema);
/** `GET /api/system/ssoConfig/identities`: external identities linked through one configuration. */
export const ssoIdentityPageSchema: ApiSchema = pageSchema(record({ subject: text, userId: uuid, username: text, createdAt: dateTime, lastLoginAt: nullableDateTime }));

/** `POST /api/system/ssoConfig/test`: whether the provider answers as configured, and if not, why (the problem's code and message). */
export const ssoConnectionTestSchema: ApiSchema = record({ ok: flag, code: text, message: text, issuer: nullableText });

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const ssoResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/sso/config': publicSsoConfigSchema,
  'GET /api/system/sso/entries': ssoEntryListSchema,
  'GET /api/system/oauth2/getAuthorizeUrl': authorizeUrlSchema,
  'POST /api/system/oauth2/login': openedSessionSchema,
  'GET /api/system/cas/login': openedSessionSchema,
  'GET /api/system/ssoConfig/list': ssoConfigPageSchema,
  'POST /api/system/ssoConfig/add': noResultSchema,
  'PUT /api/system/ssoConfig/edit': noResultSchema,
  'POST /api/system/ssoConfig/test': ssoConnectionTestSchema,
  'DELETE /api/system/ssoConfig/delete': noResultSchema,
  'GET /api/system/ssoConfig/identities': ssoIdentityPageSchema,
  'DELETE /api/system/ssoConfig/identity': noResultSchema,
};
