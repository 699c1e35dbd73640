import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { assertHolds } from '../platform/access/requirePermission';
import { publishedWarnings } from './publishedWarnings';
import { warningPermission } from './resultOperations';

/** One message template of a published rule, with whom the rule notifies (spec §3 email / site-message template, notice config). */
export interface WarningTemplateSummary {
  warningCode: string;
  warningItemName: string;
  ruleCode: string;
  ruleName: string;
  channel: 'email' | 'system' | 'sms' | 'wechat';
  templateCode: string;
  templateName: string;
  subject: string;
  content: string;
  recipient: string[];
  duplicateSender: string[];
  businessField: string | null;
}

/**
 * The message templates of the tenant's published warning rules, each with its rule's notice
 * config (the spec's label-implied "templates" and "notice config" screens). The templates live
 * in their rules; they are edited in the warning designer.
 */
export async function listWarningTemplates(ctx: AppContext, who: Caller): Promise<WarningTemplateSummary[]> {
  await assertHolds(ctx, who, warningPermission);
  const warnings = await withTenant(ctx.db, who.tenantId, publishedWarnings);
  return warnings.sort((a, b) => a.warningItemCode.localeCompare(b.warningItemCode)).flatMap((warning) => warning.rules.flatMap((rule) => {
    const base = {
      warningCode: warning.warningItemCode, warningItemName: warning.warningItemName, ruleCode: rule.ruleCode, ruleName: rule.ruleName,
      recipient: rule.noticeConfig?.recipient ?? [], duplicateSender: rule.noticeConfig?.duplicateSender ?? [], businessField: rule.noticeConfig?.businessField ?? null,
    };
    const site = rule.siteMessageTemplate;
    const email = rule.emailTemplate;
    const sms = rule.smsTemplate;
    const webhook = rule.webhookTemplate;
    return [
      ...(site ? [{ ...base, channel: 'system' as const, templateCode: site.siteEmailTemplateCode, templateName: site.siteEmailTemplateName, subject: site.siteEmailSubject, content: site.siteEmailContent }] : []),
      ...(email ? [{ ...base, channel: 'email' as const, templateCode: email.emailTemplateCode, templateName: email.emailTemplateName, subject: email.emailSubject, content: email.emailContent }] : []),
      ...(sms ? [{ ...base, channel: 'sms' as const, templateCode: sms.smsTemplateCode, templateName: sms.smsTemplateName, subject: '', content: sms.smsContent }] : []),
      ...(webhook ? [{ ...base, channel: 'wechat' as const, templateCode: webhook.webhookTemplateCode, templateName: webhook.webhookTemplateName, subject: webhook.webhookTitle, content: webhook.webhookContent }] : []),
    ];
  }));
}
