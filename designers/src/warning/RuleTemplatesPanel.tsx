import type { WarningDefinition, WarningEmailTemplate, WarningRule, WarningSiteMessageTemplate, WarningSmsTemplate, WarningWebhookTemplate } from '@wharf/schemas';
import { Alert, Card, Empty, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../shared/headings/SectionTitle';
import { previewTemplate, ruleTemplateNames, unknownPlaceholders, withPatch } from './warningEdits';

export interface RuleTemplatesPanelProps {
  warning: WarningDefinition;
  rule: WarningRule;
  columns: string[];
  /** A record of the rule's SQL config, for the preview. */
  sample?: Record<string, unknown>;
  onChange(patch: Partial<WarningRule>): void;
}

/** The names a template may use, and those it uses that nothing fills. */
function Placeholders({ text, columns }: { text: string; columns: string[] }) {
  const { t } = useTranslation();
  const unknown = unknownPlaceholders(text, columns);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('designer.warning.templates.names')} {[...columns, ...ruleTemplateNames].map((name) => <Tag key={name}>{`\${${name}}`}</Tag>)}
      </Typography.Paragraph>
      {unknown.length > 0 ? <Alert type="warning" showIcon title={t('designer.warning.templates.unknown', { names: unknown.join(', ') })} style={{ marginBottom: 8 }} /> : null}
    </>
  );
}

/** What a notice will read like, for the sample record; HTML in a sandboxed frame (no scripts, no links out). */
function Preview({ title, subject, content, isHtml }: { title: string; subject: string; content: string; isHtml: boolean }) {
  return (
    <Card size="small" title={title} data-testid="warning-template-preview" style={{ marginBottom: 16 }}>
      <Typography.Text strong data-testid="warning-preview-subject">{subject}</Typography.Text>
      {isHtml
        ? <iframe title={title} sandbox="" srcDoc={content} style={{ display: 'block', width: '100%', height: 140, border: 0, marginTop: 8 }} />
        : <Typography.Paragraph data-testid="warning-preview-content" style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>{content}</Typography.Paragraph>}
    </Card>
  );
}

/**
 * A rule's message templates (spec §3 email template and site-message template, and the outbox's
 * SMS and webhook channels; §5 code, name, subject, content) with `${field}` placeholders from the record's columns and the rule's names,
 * and a preview filled from a sample record.
 */
export function RuleTemplatesPanel({ warning, rule, columns, sample, onChange }: RuleTemplatesPanelProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.templates.${key}`);
  const site = rule.siteMessageTemplate;
  const email = rule.emailTemplate;
  const changeSite = (patch: Partial<WarningSiteMessageTemplate>) => site && onChange({ siteMessageTemplate: withPatch(site, patch) });
  const changeEmail = (patch: Partial<WarningEmailTemplate>) => email && onChange({ emailTemplate: withPatch(email, patch) });
  const sms = rule.smsTemplate;
  const webhook = rule.webhookTemplate;
  const changeSms = (patch: Partial<WarningSmsTemplate>) => sms && onChange({ smsTemplate: withPatch(sms, patch) });
  const changeWebhook = (patch: Partial<WarningWebhookTemplate>) => webhook && onChange({ webhookTemplate: withPatch(webhook, patch) });
  const preview = (text: string, isHtml: boolean) => previewTemplate(text, warning, rule, sample, isHtml);
  if (!site && !email && !sms && !webhook) return <Empty description={l('noChannel')} />;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 960 }}>
      {site ? (
        <Form layout="vertical">
          <SectionTitle>{l('site')}</SectionTitle>
          <Space wrap>
            <Form.Item label={l('code')}><Input aria-label={`${l('site')} ${l('code')}`} value={site.siteEmailTemplateCode} onChange={(event) => changeSite({ siteEmailTemplateCode: event.target.value })} /></Form.Item>
            <Form.Item label={l('name')}><Input aria-label={`${l('site')} ${l('name')}`} value={site.siteEmailTemplateName} onChange={(event) => changeSite({ siteEmailTemplateName: event.target.value })} /></Form.Item>
            <Form.Item label={l('warnType')}>
              <Select aria-label={l('warnType')} value={site.warnType ?? 'warning'} style={{ width: 140 }} options={(['info', 'warning', 'error'] as const).map((value) => ({ value, label: t(`designer.warning.warnType.${value}`) }))} onChange={(warnType: WarningSiteMessageTemplate['warnType']) => changeSite({ warnType })} />
            </Form.Item>
            <Form.Item label={l('duration')}><InputNumber aria-label={l('duration')} min={0} max={86400} value={site.duration} onChange={(value) => changeSite({ duration: value ?? undefined })} /></Form.Item>
          </Space>
          <Form.Item label={l('subject')}><Input aria-label={`${l('site')} ${l('subject')}`} value={site.siteEmailSubject} onChange={(event) => changeSite({ siteEmailSubject: event.target.value })} /></Form.Item>
          <Form.Item label={l('content')}><Input.TextArea aria-label={`${l('site')} ${l('content')}`} rows={3} value={site.siteEmailContent} onChange={(event) => changeSite({ siteEmailContent: event.target.value })} /></Form.Item>
          <Placeholders text={`${site.siteEmailSubject} ${site.siteEmailContent}`} columns={columns} />
          <Preview title={l('preview')} subject={preview(site.siteEmailSubject, false)} content={preview(site.siteEmailContent, false)} isHtml={false} />
        </Form>
      ) : null}
      {email ? (
        <Form layout="vertical">
          <SectionTitle>{l('email')}</SectionTitle>
          <Space wrap>
            <Form.Item label={l('code')}><Input aria-label={`${l('email')} ${l('code')}`} value={email.emailTemplateCode} onChange={(event) => changeEmail({ emailTemplateCode: event.target.value })} /></Form.Item>
            <Form.Item label={l('name')}><Input aria-label={`${l('email')} ${l('name')}`} value={email.emailTemplateName} onChange={(event) => changeEmail({ emailTemplateName: event.target.value })} /></Form.Item>
          </Space>
          <Form.Item label={l('subject')}><Input aria-label={`${l('email')} ${l('subject')}`} value={email.emailSubject} onChange={(event) => changeEmail({ emailSubject: event.target.value })} /></Form.Item>
          <Form.Item label={l('content')} extra={l('htmlHint')}><Input.TextArea aria-label={`${l('email')} ${l('content')}`} rows={5} value={email.emailContent} onChange={(event) => changeEmail({ emailContent: event.target.value })} /></Form.Item>
          <Placeholders text={`${email.emailSubject} ${email.emailContent}`} columns={columns} />
          <Preview title={l('preview')} subject={preview(email.emailSubject, false)} content={preview(email.emailContent, true)} isHtml />
        </Form>
      ) : null}
      {sms ? (
        <Form layout="vertical">
          <SectionTitle>{l('sms')}</SectionTitle>
          <Space wrap>
            <Form.Item label={l('code')}><Input aria-label={`${l('sms')} ${l('code')}`} value={sms.smsTemplateCode} onChange={(event) => changeSms({ smsTemplateCode: event.target.value })} /></Form.Item>
            <Form.Item label={l('name')}><Input aria-label={`${l('sms')} ${l('name')}`} value={sms.smsTemplateName} onChange={(event) => changeSms({ smsTemplateName: event.target.value })} /></Form.Item>
          </Space>
          <Form.Item label={l('content')} extra={l('smsHint')}><Input.TextArea aria-label={`${l('sms')} ${l('content')}`} rows={2} maxLength={500} value={sms.smsContent} onChange={(event) => changeSms({ smsContent: event.target.value })} /></Form.Item>
          <Placeholders text={sms.smsContent} columns={columns} />
          <Preview title={l('preview')} subject={rule.ruleName} content={preview(sms.smsContent, false)} isHtml={false} />
        </Form>
      ) : null}
      {webhook ? (
        <Form layout="vertical">
          <SectionTitle>{l('webhook')}</SectionTitle>
          <Space wrap>
            <Form.Item label={l('code')}><Input aria-label={`${l('webhook')} ${l('code')}`} value={webhook.webhookTemplateCode} onChange={(event) => changeWebhook({ webhookTemplateCode: event.target.value })} /></Form.Item>
            <Form.Item label={l('name')}><Input aria-label={`${l('webhook')} ${l('name')}`} value={webhook.webhookTemplateName} onChange={(event) => changeWebhook({ webhookTemplateName: event.target.value })} /></Form.Item>
          </Space>
          <Form.Item label={l('subject')}><Input aria-label={`${l('webhook')} ${l('subject')}`} value={webhook.webhookTitle} onChange={(event) => changeWebhook({ webhookTitle: event.target.value })} /></Form.Item>
          <Form.Item label={l('content')} extra={l('webhookHint')}><Input.TextArea aria-label={`${l('webhook')} ${l('content')}`} rows={3} value={webhook.webhookContent} onChange={(event) => changeWebhook({ webhookContent: event.target.value })} /></Form.Item>
          <Placeholders text={`${webhook.webhookTitle} ${webhook.webhookContent}`} columns={columns} />
          <Preview title={l('preview')} subject={preview(webhook.webhookTitle, false)} content={preview(webhook.webhookContent, false)} isHtml={false} />
        </Form>
      ) : null}
    </Space>
  );
}
