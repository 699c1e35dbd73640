import { nameFrom, type LabelNode, type LabelTree } from '../issues';

const w = (key: string) => `designer.warning.${key}`;
const i = (key: string) => `designer.issues.${key}`;
const template = (section: string, properties: Record<string, string>): LabelNode => ({ label: w(`templates.${section}`), properties });

/**
 * Warning definitions (`warning.schema.json`): the labels of the warning designer's tabs, so an
 * issue reads "Rule “Late declarations” · Cron expression: Wrong format" rather than the engine's
 * bare "Wrong format" at `/rules/0/cronExpr`.
 */
export const warningLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  warningItemCode: w('item.code'),
  warningItemName: w('item.name'),
  productType: w('item.productType'),
  note: w('item.note'),
  triggerMode: w('item.triggerMode'),
  rules: {
    label: w('item.rules'),
    item: w('rule'),
    itemName: nameFrom('ruleName', 'ruleCode'),
    properties: {
      ruleCode: w('item.ruleCode'), ruleName: w('item.ruleName'), dispatchFrequency: w('schedule.frequency'), dispatchHours: w('schedule.hours'), cronExpr: w('schedule.cronExpr'),
      sqlCode: w('source.sqlCode'), resultPageLoadScript: w('labels.resultScript'), isEnabled: w('schedule.isEnabled'), recordKeyField: w('source.recordKeyField'),
      recordFormCode: w('labels.recordForm'), pendingSeconds: w('schedule.pendingSeconds'), watermarkField: w('source.watermarkField'), triggerFormCodes: w('schedule.triggerForms'),
      triggerWorkflowNodes: { label: w('schedule.workflowNodes'), item: w('schedule.node'), itemName: nameFrom('nodeId'), properties: { processKey: w('schedule.workflow'), nodeId: w('schedule.node') } },
      setConfigs: {
        label: w('source.conditions'),
        item: w('labels.condition'),
        itemName: nameFrom('warnField'),
        properties: { warnField: w('source.warnField'), operateType: w('source.operateType'), warnFieldValue: w('source.value'), warnFieldMin: w('source.min'), warnFieldMax: w('source.max'), fieldPrecision: w('source.precision'), unit: w('source.unit') },
      },
      emailTemplate: template('email', { emailTemplateCode: w('templates.code'), emailTemplateName: w('templates.name'), emailSubject: w('templates.subject'), emailContent: w('templates.content'), resultAttachType: w('labels.attachment') }),
      siteMessageTemplate: template('site', { siteEmailTemplateCode: w('templates.code'), siteEmailTemplateName: w('templates.name'), siteEmailSubject: w('templates.subject'), siteEmailContent: w('templates.content'), duration: w('templates.duration'), warnType: w('templates.warnType') }),
      smsTemplate: template('sms', { smsTemplateCode: w('templates.code'), smsTemplateName: w('templates.name'), smsContent: w('templates.content') }),
      webhookTemplate: template('webhook', { webhookTemplateCode: w('templates.code'), webhookTemplateName: w('templates.name'), webhookTitle: w('templates.subject'), webhookContent: w('templates.content') }),
      noticeConfig: {
        label: w('tab.recipients'),
        properties: {
          recipientUserIds: w('recipients.users'), recipientRoleIds: w('recipients.roles'), recipientDepartIds: w('recipients.departs'), recipient: w('recipients.recipient'),
          duplicateSender: w('recipients.duplicateSender'), businessField: w('recipients.businessField'), businessValue: w('recipients.businessValue'),
        },
      },
    },
  },
};
