import { pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, nullableText, record, text, uuid } from './fields';

/** Workflow delegations and analytics (`/api/bpm/delegate/…`, `/api/bpm/analytics/top`), as the server answers. */

/** A delegation (spec §3 delegate: delegateBailee, delegateResource) with its users' names. */
export const delegationSchema: ApiSchema = record({
  id: uuid,
  delegatorId: uuid,
  delegatorName: nullableText,
  delegateBailee: uuid,
  delegateBaileeName: nullableText,
  delegateResource: { anyOf: [{ const: 'all' }, { type: 'array', items: text }] },
  start: dateTime,
  end: dateTime,
  isActive: flag,
  createTime: dateTime,
});
/** `GET /api/bpm/delegate/list`. */
export const delegationPageSchema: ApiSchema = pageSchema(delegationSchema);

/** The top-10 lists of process analytics (spec §9). */
export const analyticsLists = ['mostStarted', 'slowestNodes', 'mostOverdueApprovers', 'mostRejected', 'longestRunning'] as const;

/** One entry of a top-10 list: what it is (`key`, `name`), its figure (`value` in `unit`), and its process when it has one. */
export const analyticsEntrySchema: ApiSchema = record({
  key: text,
  name: text,
  value: { type: 'number' },
  unit: { enum: ['instances', 'hours', 'tasks', 'rejections'] },
  processKey: nullableText,
});
/** `GET /api/bpm/analytics/top`: the list asked for, at most ten entries, largest first. */
export const analyticsTopSchema: ApiSchema = record({
  list: { enum: [...analyticsLists] },
  records: { type: 'array', maxItems: 10, items: analyticsEntrySchema },
});

/** `GET /api/bpm/binding/template|redirect`: the active template a form (or a workflow redirect tab) starts. */
export const boundTemplateSchema: ApiSchema = record({
  processKey: text,
  processName: text,
  definitionId: text,
  version: { type: 'integer', minimum: 1 },
  formCode: nullableText,
  businessType: nullableText,
  billType: nullableText,
});
/**
 * `GET /api/bpm/binding/startOffer`: whether the caller may start the form's bound template now (an access
 * answer, 200 either way), and the template only when they may.
 */
export const startOfferSchema: ApiSchema = record({
  mayStart: flag,
  template: { anyOf: [boundTemplateSchema, { type: 'null' }] },
});
/** `POST /api/bpm/binding/start`: the started request and the template it runs. */
export const formStartedSchema: ApiSchema = record({
  instanceId: uuid,
  processKey: text,
  status: { enum: ['active', 'suspended', 'completed'] },
  currentNodeId: nullableText,
});
