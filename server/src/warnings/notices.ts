import { renderWarningTemplate, type RecordWarningState } from '@wharf/engine';
import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { JobContext } from '../platform/module';
import { enqueueMessage } from '../delivery/outbox/enqueueMessage';
import { resolveRecipients } from './recipients';

/** A record that fired in this evaluation. */
export interface FiredRecord {
  readonly recordKey: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly state: RecordWarningState;
}

/** The names a template may use beside the record's own columns. */
function templateValues(warning: WarningDefinition, rule: WarningRule, record: FiredRecord): Record<string, unknown> {
  return {
    ...record.values,
    recordKey: record.recordKey,
    warningItemCode: warning.warningItemCode,
    warningItemName: warning.warningItemName,
    ruleCode: rule.ruleCode,
    ruleName: rule.ruleName,
    breachedSince: new Date(record.state.breachedSince).toISOString(),
    warnedAt: new Date(record.state.warnedAt ?? record.state.breachedSince).toISOString(),
  };
}

/**
 * The fired records' notices, into the outbox in the evaluation's transaction (spec §3 task and
 * message): the email template to the record's recipients' addresses (copies to the notice
 * config's duplicate senders), the site-message template to its users, the SMS template to its
 * users' phones, the webhook template to the tenant's chat webhook naming its users. A rule without a template
 * for a channel sends nothing there; a record nobody may receive sends nothing. Answers how many
 * messages were written.
 */
export async function sendWarningNotices(ctx: JobContext, trx: Knex.Transaction, tenantId: string, warning: WarningDefinition, rule: WarningRule, fired: ReadonlyArray<FiredRecord>): Promise<number> {
  if (fired.length === 0 || (!rule.emailTemplate && !rule.siteMessageTemplate && !rule.smsTemplate && !rule.webhookTemplate)) return 0;
  const recipients = await resolveRecipients(ctx, trx, tenantId, rule, fired);
  const source = `warning:${warning.warningItemCode}/${rule.ruleCode}`;
  let messages = 0;
  for (const record of fired) {
    const to = recipients.get(record.recordKey);
    if (!to) continue;
    const values = templateValues(warning, rule, record);
    const param = { warningItemCode: warning.warningItemCode, ruleCode: rule.ruleCode, recordKey: record.recordKey };
    const email = rule.emailTemplate;
    if (email && to.emails.length > 0) {
      await enqueueMessage(trx, {
        tenantId, channel: 'email', receiver: to.emails.join(','), ...(to.ccEmails.length > 0 ? { cc: to.ccEmails.join(',') } : {}),
        title: renderWarningTemplate(email.emailSubject, values), content: renderWarningTemplate(email.emailContent, values, true),
        param: { ...param, emailTemplateCode: email.emailTemplateCode }, source,
      });
      messages += 1;
    }
    const site = rule.siteMessageTemplate;
    if (site && to.users.length > 0) {
      await enqueueMessage(trx, {
        tenantId, channel: 'system', receiver: to.users.map((user) => user.username).join(','),
        title: renderWarningTemplate(site.siteEmailSubject, values), content: renderWarningTemplate(site.siteEmailContent, values, true),
        param: { ...param, siteEmailTemplateCode: site.siteEmailTemplateCode, warnType: site.warnType ?? 'warning', duration: site.duration ?? 0 }, source,
      });
      messages += 1;
    }
    const sms = rule.smsTemplate;
    const phones = [...new Set(to.users.map((user) => user.phone).filter((phone): phone is string => !!phone))];
    if (sms && phones.length > 0) {
      // Plain text: an SMS is not markup, so the record's values stay as they are.
      await enqueueMessage(trx, {
        tenantId, channel: 'sms', receiver: phones.join(','), title: rule.ruleName, content: renderWarningTemplate(sms.smsContent, values),
        param: { ...param, smsTemplateCode: sms.smsTemplateCode }, source,
      });
      messages += 1;
    }
    const webhook = rule.webhookTemplate;
    if (webhook && to.users.length > 0) {
      // The chat webhook names the users (its mentioned list); the text is plain.
      await enqueueMessage(trx, {
        tenantId, channel: 'wechat', receiver: to.users.map((user) => user.username).join(','),
        title: renderWarningTemplate(webhook.webhookTitle, values), content: renderWarningTemplate(webhook.webhookContent, values),
        param: { ...param, webhookTemplateCode: webhook.webhookTemplateCode }, source,
      });
      messages += 1;
    }
  }
  return messages;
}
