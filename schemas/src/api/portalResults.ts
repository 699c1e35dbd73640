import { orNull, pageSchema, type ApiSchema } from './envelope';
import { integer, record, text } from './fields';
import { myAnnouncementSchema } from './consoleWriteResults';
import { workflowTaskSchema } from './workflowResults';

/** The portal's answers (`/api/eform/portal…`, issue 17), as the server answers them. */

const widgetTypes = ['report', 'dashboard', 'view', 'form', 'quickMenu', 'todo', 'done', 'announcement', 'message', 'iframe', 'text', 'image'] as const;
const localisedText = { type: 'object', additionalProperties: { type: 'string' } } as const;

/** One widget of a resolved portal (the portal schema's `portalWidget`). */
export const portalWidgetSchema: ApiSchema = record(
  {
    widgetId: text, widgetType: { enum: [...widgetTypes] }, code: text, title: text, url: text, content: text,
    x: integer, y: integer, w: integer, h: integer, titleI18n: localisedText, limit: integer,
  },
  ['code', 'title', 'url', 'content', 'titleI18n', 'limit'],
);

/** A resolved portal: the base's code, name, type and titles with the merged widgets. */
export const resolvedPortalSchema: ApiSchema = record(
  { portalCode: text, portalName: text, portalType: { enum: ['1', '2'] }, isDefault: { type: 'boolean' }, titleI18n: localisedText, widgets: { type: 'array', items: portalWidgetSchema } },
  ['portalType', 'isDefault', 'titleI18n'],
);

/**
 * What the portal's non-report widgets need, read in the same request, one entry per widget type
 * the portal has: the newest rows (as many as the largest `limit` of that type asks) and the total.
 * Report and dashboard widgets load their data through the batched report route instead.
 */
export const portalNeedsSchema: ApiSchema = {
  type: 'object',
  properties: {
    todo: pageSchema(workflowTaskSchema),
    done: pageSchema(workflowTaskSchema),
    announcement: pageSchema(myAnnouncementSchema),
    message: pageSchema(myAnnouncementSchema),
  },
  additionalProperties: false,
};

/**
 * `GET /api/eform/portal/mine` and `GET /api/eform/portal/{portalCode}/preview`: the resolved portal
 * (null when no portal is meant for the caller — the tenant has none, or no default and none for
 * their roles), which base and overrides made it, the report and dashboard codes it draws, and the
 * needs of its other widgets.
 */
export const portalAnswerSchema: ApiSchema = record({
  portal: orNull(resolvedPortalSchema),
  basePortalCode: { type: ['string', 'null'] },
  overrideCodes: { type: 'array', items: text },
  reportCodes: { type: 'array', items: text },
  dashboardCodes: { type: 'array', items: text },
  needs: portalNeedsSchema,
});

/** The result schema of each portal operation (spread into `documentedResults`). */
export const portalResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/eform/portal/mine': portalAnswerSchema,
  'GET /api/eform/portal/{portalCode}/preview': portalAnswerSchema,
};
