import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { dateTime, integer, nullableDateTime, nullableText, record, text, uuid } from './fields';

/**
 * Warnings evaluated per business record (issue 22): a rule's results, operators' relieve and
 * recover, evaluating a rule now, and the back-test.
 */

/** How one set config read a record: the compared value (after unit and precision) and whether it breached. */
const readingSchema: ApiSchema = record({ warnField: text, value: { type: ['number', 'string', 'null'] }, isBreached: { type: 'boolean' } });

/** One record of a rule's results page (spec §4 warn/cancel; pending before the pending period has passed). */
export const warningResultSchema: ApiSchema = record({
  id: uuid,
  warningCode: text,
  ruleCode: text,
  recordKey: text,
  status: { enum: ['pending', 'warn', 'cancel'] },
  cancelReason: { anyOf: [{ enum: ['recovered', 'relieved'] }, { type: 'null' }] },
  breachedSince: dateTime,
  warnedAt: nullableDateTime,
  cancelledAt: nullableDateTime,
  lastSeenAt: dateTime,
  values: { type: 'object' },
  readings: arraySchema(readingSchema),
  display: {},
}, ['display']);

/** `GET /api/warn/results`: a page of a rule's results. */
export const warningResultPageSchema: ApiSchema = pageSchema(warningResultSchema);

/** One audited relieve or recover. */
export const warningStateEventSchema: ApiSchema = record({ id: uuid, action: { enum: ['relieve', 'recover'] }, userId: uuid, username: nullableText, note: nullableText, createdAt: dateTime });

/** `GET /api/warn/results/{id}/events`: the audit of one record's warning, oldest first. */
export const warningStateEventListSchema: ApiSchema = arraySchema(warningStateEventSchema);

/** `POST /api/warn/rules/evaluate`: what one evaluation did. */
export const warningEvaluationSchema: ApiSchema = record({ checked: integer, fired: integer, recovered: integer, messages: integer, durationMs: { type: 'number' } });

/** `POST /api/warn/rules/backtest`: how often the rule would have fired over the period. */
export const warningBackTestSchema: ApiSchema = record({
  firings: integer,
  records: integer,
  evaluations: integer,
  isTruncated: { type: 'boolean' },
  perSlot: arraySchema(record({ at: dateTime, firings: integer })),
});

/** `GET /api/warn/rules`: the tenant's published rules with their last run. */
export const warningRuleListSchema: ApiSchema = arraySchema(record({
  warningCode: text, warningItemName: text, triggerMode: { enum: ['platform', 'business'] }, ruleCode: text, ruleName: text, isEnabled: { type: 'boolean' },
  dispatchFrequency: text, dispatchHours: arraySchema(integer), cronExpr: text, hasResultScript: { type: 'boolean' },
  lastRunAt: nullableDateTime, lastChecked: integer, lastFired: integer, warnCount: integer,
}));

/** `GET /api/warn/rules/nextTimes`: a rule's cron read on the tenant's clock, its next five firings (the designer's preview). */
export const warningCronPreviewSchema: ApiSchema = record({ times: arraySchema(dateTime), timeZone: text });

/** `GET /api/warn/templates`: the message templates of the published rules, with their notice config. */
export const warningTemplateListSchema: ApiSchema = arraySchema(record({
  warningCode: text, warningItemName: text, ruleCode: text, ruleName: text, channel: { enum: ['email', 'system', 'sms', 'wechat'] },
  templateCode: text, templateName: text, subject: text, content: text, recipient: arraySchema(text), duplicateSender: arraySchema(text), businessField: nullableText,
}));

/** `GET /api/warn/recipients`: the tenant's users, roles or departments a warning may notify (the designer's pickers). */
export const warningRecipientOptionsSchema: ApiSchema = arraySchema(record({ id: uuid, label: text }));

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const warningResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/warn/rules': warningRuleListSchema,
  'GET /api/warn/results': warningResultPageSchema,
  'POST /api/warn/results/{id}/relieve': warningResultSchema,
  'POST /api/warn/results/{id}/recover': warningResultSchema,
  'GET /api/warn/results/{id}/events': warningStateEventListSchema,
  'POST /api/warn/rules/evaluate': warningEvaluationSchema,
  'POST /api/warn/rules/backtest': warningBackTestSchema,
  'GET /api/warn/rules/nextTimes': warningCronPreviewSchema,
  'GET /api/warn/templates': warningTemplateListSchema,
  'GET /api/warn/recipients': warningRecipientOptionsSchema,
};
