import { renderWarningTemplate, templatePlaceholders, validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { WarningDefinition, WarningEmailTemplate, WarningRule, WarningSetConfig, WarningSiteMessageTemplate, WarningSmsTemplate, WarningWebhookTemplate } from '@wharf/schemas';

/** The designer's tabs: the item's settings, then per rule its source and conditions, schedule, recipients and channels, templates. */
export type WarningDesignerTab = 'item' | 'source' | 'schedule' | 'recipients' | 'templates';

/** The names every template may use beside the record's own columns (filled by the server's notices). */
export const ruleTemplateNames = ['recordKey', 'warningItemCode', 'warningItemName', 'ruleCode', 'ruleName', 'breachedSince', 'warnedAt'] as const;

/** The rule index an issue's path points into (`/rules/2/…` → 2), or undefined for the item's own settings. */
export function issueRuleIndex(path: string): number | undefined {
  const match = /^\/rules\/(\d+)/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The tab where the setting an issue's path points at is edited. */
export function warningIssueTab(path: string): WarningDesignerTab {
  const rest = path.replace(/^\/rules\/\d+/, '');
  if (rest === path || /^\/(ruleCode|ruleName)$/.test(rest)) return 'item';
  if (/^\/(dispatchFrequency|dispatchHours|cronExpr|isEnabled|pendingSeconds|triggerFormCodes|triggerWorkflowNodes)/.test(rest)) return 'schedule';
  if (rest.startsWith('/noticeConfig')) return 'recipients';
  if (/^\/(emailTemplate|siteMessageTemplate|smsTemplate|webhookTemplate)/.test(rest)) return 'templates';
  return 'source';
}

/** Copies `target` with `patch` applied, dropping the keys the patch cleared (undefined or empty text). */
export function withPatch<T extends object>(target: T, patch: Partial<T>): T {
  const next: Record<string, unknown> = { ...target, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
  return next as T;
}

/** The warning with rule `index` changed by `patch`. */
export function changeRule(warning: WarningDefinition, index: number, patch: Partial<WarningRule>): WarningDefinition {
  return { ...warning, rules: warning.rules.map((rule, i) => (i === index ? withPatch(rule, patch) : rule)) };
}

/** A new rule, unique in the item: hourly at 8:00 (spec §9 slots), enabled only after the builder chose its source. */
export function newRule(warning: WarningDefinition, name: string): WarningRule {
  const taken = new Set(warning.rules.map((rule) => rule.ruleCode));
  let n = warning.rules.length + 1;
  while (taken.has(`rule${n}`)) n += 1;
  return { ruleCode: `rule${n}`, ruleName: name, dispatchFrequency: 'hourly', dispatchHours: [8], cronExpr: '0 0 8 * * ?' };
}

/** A new condition on a field: "greater than 0" until the builder says otherwise. */
export function newSetConfig(field = ''): WarningSetConfig {
  return { warnField: field, operateType: 'greater', warnFieldValue: 0 };
}

/** Turns a channel on with a starting template (placeholders of the rule's names) or off. */
export function withEmailChannel(rule: WarningRule, isOn: boolean): Partial<WarningRule> {
  if (!isOn) return { emailTemplate: undefined };
  const template: WarningEmailTemplate = { emailTemplateCode: `${rule.ruleCode}_mail`, emailTemplateName: rule.ruleName, emailSubject: '${ruleName}: ${recordKey}', emailContent: '<p>${warningItemName} · ${ruleName}: ${recordKey}</p>' };
  return { emailTemplate: rule.emailTemplate ?? template };
}

/** As `withEmailChannel`, for the site message (the bell). */
export function withSiteChannel(rule: WarningRule, isOn: boolean): Partial<WarningRule> {
  if (!isOn) return { siteMessageTemplate: undefined };
  const template: WarningSiteMessageTemplate = { siteEmailTemplateCode: `${rule.ruleCode}_site`, siteEmailTemplateName: rule.ruleName, siteEmailSubject: '${ruleName}: ${recordKey}', siteEmailContent: '${warningItemName} · ${ruleName}: ${recordKey}', warnType: 'warning' };
  return { siteMessageTemplate: rule.siteMessageTemplate ?? template };
}

/** As `withEmailChannel`, for the SMS to the recipients' phones (plain text). */
export function withSmsChannel(rule: WarningRule, isOn: boolean): Partial<WarningRule> {
  if (!isOn) return { smsTemplate: undefined };
  const template: WarningSmsTemplate = { smsTemplateCode: `${rule.ruleCode}_sms`, smsTemplateName: rule.ruleName, smsContent: '${ruleName}: ${recordKey}' };
  return { smsTemplate: rule.smsTemplate ?? template };
}

/** As `withEmailChannel`, for the tenant's chat webhook (WeChat-style, plain text naming the recipients). */
export function withWebhookChannel(rule: WarningRule, isOn: boolean): Partial<WarningRule> {
  if (!isOn) return { webhookTemplate: undefined };
  const template: WarningWebhookTemplate = { webhookTemplateCode: `${rule.ruleCode}_hook`, webhookTemplateName: rule.ruleName, webhookTitle: '${ruleName}: ${recordKey}', webhookContent: '${warningItemName} · ${ruleName}: ${recordKey}' };
  return { webhookTemplate: rule.webhookTemplate ?? template };
}

/**
 * A template's subject or content as it would read for `row` (a sample record of the rule's SQL
 * config; absent, each column reads as its own placeholder), with the rule's own names filled as
 * the server fills them. Values are escaped where the content is HTML.
 */
export function previewTemplate(text: string, warning: WarningDefinition, rule: WarningRule, row: Readonly<Record<string, unknown>> | undefined, isHtml: boolean): string {
  const now = new Date().toISOString();
  const sample = row ?? Object.fromEntries(templatePlaceholders(text).map((name) => [name, `<${name}>`]));
  const keyField = rule.recordKeyField ?? 'id';
  return renderWarningTemplate(text, {
    ...sample,
    recordKey: sample[keyField] ?? sample.recordKey ?? `<${keyField}>`,
    warningItemCode: warning.warningItemCode, warningItemName: warning.warningItemName, ruleCode: rule.ruleCode, ruleName: rule.ruleName,
    breachedSince: now, warnedAt: now,
  }, isHtml);
}

/** Placeholders a template uses that neither the record's columns nor the rule's names provide (they would stay empty). */
export function unknownPlaceholders(text: string, columns: readonly string[]): string[] {
  const known = new Set<string>([...columns, ...ruleTemplateNames]);
  return templatePlaceholders(text).filter((name) => !known.has(name));
}

/** The definition's issues: the engine's validation (schema and the kind's rules), the same the server runs on save. */
export function warningIssues(warning: WarningDefinition, lang: Language | undefined): ValidationIssue[] {
  return validateDefinition('warning', warning, lang);
}
