import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { flag, nullableDateTime, nullableInteger, nullableText, nullableUuid, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';
import { scheduledJobResults } from './scheduledJobResults';

export * from './scheduledJobResults';

/**
 * The platform operator's tenants, site settings and scheduled jobs, and the division switch, as the
 * server answers today.
 */

/** A tenant with its product packages (spec §3 tenant; status 1 normal, 2 frozen). */
export const tenantSchema: ApiSchema = record({
  id: uuid, tenantCode: text, tenantName: text, maxUsers: nullableInteger, enableDivision: flag, enableProxy: flag, enableCustomBroker: flag, enableIgnoreCase: flag,
  mainComp: nullableText, mainUser: nullableText, loginUrl: nullableText, status: { enum: ['1', '2'] }, timeZone: nullableText, packageCodes: arraySchema(text),
}, ['timeZone']);
/** `GET /api/system/tenant/list`. */
export const tenantPageSchema: ApiSchema = pageSchema(tenantSchema);

/** The site settings (spec §3 "Site setting": domain list, images, name, disableRegister), and when the login asks for the slider. */
export const siteSettingsSchema: ApiSchema = record({
  name: text, domainList: arraySchema(text), image: { type: 'object', properties: { full: text, registerAndPassword: text, loginBackground: text } }, disableRegister: flag,
  loginSlider: { enum: ['off', 'afterFailure', 'always'] },
}, ['loginSlider']);

/** `GET /api/system/sysJob/queryall`: the worker's recurring tasks (spec §3 quartz job). */
export const scheduledJobListSchema: ApiSchema = arraySchema(record({
  jobName: text, jobClassName: text, cronExpression: text, parameter: text, status: { enum: ['normal', 'stopped', 'elsewhere'] }, lastExecution: nullableDateTime,
}));

/** The division a session works in (the division fields of user info), all null for none. */
export const sessionDivisionSchema: ApiSchema = record({ divisionId: nullableUuid, divisionCode: nullableText, divisionName: nullableText });
/** `GET /api/system/division/mine`: the user's divisions and the session's. */
export const myDivisionsSchema: ApiSchema = record({ divisions: arraySchema(record({ id: uuid, code: text, name: text })), current: sessionDivisionSchema });

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const operatorResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/tenant/list': tenantPageSchema,
  'POST /api/system/tenant/add': tenantSchema,
  'PUT /api/system/tenant/edit': tenantSchema,
  'POST /api/system/tenant/switch': noResultSchema,
  'POST /api/system/tenant/switchOut': noResultSchema,
  'GET /api/system/siteSetting': siteSettingsSchema,
  'PUT /api/system/siteSetting': siteSettingsSchema,
  'GET /api/system/sysJob/queryall': scheduledJobListSchema,
  ...scheduledJobResults,
  'GET /api/system/division/mine': myDivisionsSchema,
  'PUT /api/system/division/switch': sessionDivisionSchema,
};
