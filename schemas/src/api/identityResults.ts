import { pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableText, nullableUuid, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';
import { loginResultSchema, openedSessionSchema, userInfoSchema } from './results';
import { siteSettingsSchema } from './operatorResults';

/**
 * The login family beyond the password login (spec §7 "Login family"), the session's own calls, the
 * slider, registration and alteration, forgot password, entry tokens and the logs, as the server answers today.
 */

/** `GET /api/system/slider/challenge`: a puzzle, its background and piece as PNG data URLs. */
export const sliderChallengeSchema: ApiSchema = record({ challengeId: uuid, background: text, piece: text, pieceY: integer, width: integer, height: integer });
/** `POST /api/system/slider/verify`: a single-use token the next login call carries. */
export const sliderTokenSchema: ApiSchema = record({ sliderToken: text });
/** `GET /api/system/site/info` (spec §3 site setting): what the login and registration screens show. */
export const siteInfoSchema: ApiSchema = {
  ...siteSettingsSchema,
  // Whether the site is an experience (demo) environment: the web marks and blocks its write controls (spec §6, §8).
  // Optional like loginSlider: the server always answers it; a site without it is no demo.
  properties: { ...(siteSettingsSchema as { properties: Record<string, object> }).properties, isDemoMode: flag },
};
/** `POST /api/system/user/register`: who was registered, for which company. */
export const registeredSchema: ApiSchema = record({ username: text, companyName: text });
/** `POST /api/system/user/alteration`: the company's name after the change. */
export const alteredSchema: ApiSchema = record({ companyName: text });
/** `POST /api/system/visitorLogin` (spec §3 visitor login result: token, userInfo, customData, pageCode, pageType). */
export const visitorSessionSchema: ApiSchema = record({ token: text, userInfo: userInfoSchema, customData: { type: 'object' }, pageCode: text, pageType: text });
/** `POST /api/system/logout`: where the browser goes next when the session came from SSO (else null). */
export const loggedOutSchema: ApiSchema = record({ ssoLogoutUrl: nullableText });
/** `POST /api/system/visitorToken`: the visitor link's token, its id (to revoke it), expiry and address. */
export const visitorTokenSchema: ApiSchema = record({ visitorToken: text, tokenId: uuid, expiresAt: dateTime, url: text });
/** `POST /api/system/freeLoginToken`: a single-use token of a password-free entry. */
export const freeLoginTokenSchema: ApiSchema = record({ token: text, tokenId: uuid, expiresAt: dateTime });
/** `POST /api/system/log/operationlog`: how many tracked events were stored. */
export const savedCountSchema: ApiSchema = record({ saved: { type: 'integer', minimum: 0 } });
/** `GET /api/system/log/loginfo`. */
export const loginLogPageSchema: ApiSchema = pageSchema(record({ id: uuid, userId: nullableUuid, username: nullableText, loginKind: text, outcome: text, ip: nullableText, userAgent: nullableText, createTime: dateTime }));
/** `GET /api/system/log/visitInfo`. */
export const visitLogPageSchema: ApiSchema = pageSchema(record({ id: uuid, userId: nullableUuid, username: nullableText, method: text, requestUrl: text, status: integer, costTime: integer, ip: nullableText, createTime: dateTime }));
/** `GET /api/system/log/messageLog` (spec §3 message: esType, esReceiver, esSendStatus). */
export const messageLogPageSchema: ApiSchema = pageSchema(record({ id: uuid, esType: text, esReceiver: text, esTitle: text, esContent: text, esSendStatus: text, createTime: dateTime }));
/** `DELETE /api/system/log/deleteBatch`. */
export const logsDeletedSchema: ApiSchema = record({ deleted: { type: 'integer', minimum: 0 } });

const freeLogins = ['secretFreeLogin', 'xdoFreeLogin', 'gwFreeLogin', 'medicineFreeLogin', 'waizongfuFreeLogin', 'portalFreeLogin'];

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const identityResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/slider/challenge': sliderChallengeSchema,
  'POST /api/system/slider/verify': sliderTokenSchema,
  'POST /api/system/login/verifyCode': loginResultSchema,
  'POST /api/system/user/forceChangePassword': noResultSchema,
  'GET /api/system/site/info': siteInfoSchema,
  'POST /api/system/user/register': registeredSchema,
  'POST /api/system/user/register/log': noResultSchema,
  'POST /api/system/user/alteration': alteredSchema,
  'POST /api/system/passwordRecovery/sendCode': noResultSchema,
  'POST /api/system/passwordRecovery/reset': noResultSchema,
  'POST /api/system/sms': noResultSchema,
  'POST /api/system/phoneLogin': openedSessionSchema,
  'POST /api/system/visitorLogin': visitorSessionSchema,
  ...Object.fromEntries(freeLogins.map((entry) => [`POST /api/system/${entry}`, openedSessionSchema])),
  'GET /api/system/thirdLogin/getLoginUser/{id}': openedSessionSchema,
  'POST /api/system/visitorToken': visitorTokenSchema,
  'POST /api/system/freeLoginToken': freeLoginTokenSchema,
  'POST /api/system/entryToken/revoke': noResultSchema,
  'POST /api/system/log/operationlog': savedCountSchema,
  'GET /api/system/log/loginfo': loginLogPageSchema,
  'GET /api/system/log/visitInfo': visitLogPageSchema,
  'GET /api/system/log/messageLog': messageLogPageSchema,
  'DELETE /api/system/log/delete': noResultSchema,
  'DELETE /api/system/log/deleteBatch': logsDeletedSchema,
  'POST /api/system/logout': loggedOutSchema,
  'PUT /api/system/user/changePassword': noResultSchema,
  'PUT /api/system/selectDepart': userInfoSchema,
};
