import type { WarningNoticeConfig, WarningRule } from '@wharf/schemas';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecipientPicker } from './RecipientPicker';
import { withEmailChannel, withPatch, withSiteChannel, withSmsChannel, withWebhookChannel } from './warningEdits';
import type { WarningDesignerOption, WarningDesignerServices, WarningRecipientType } from './types';

export interface RuleRecipientsPanelProps {
  rule: WarningRule;
  users: WarningDesignerOption[];
  columns: string[];
  searchRecipients?: WarningDesignerServices['searchRecipients'];
  onChange(patch: Partial<WarningRule>): void;
}

/**
 * Who a rule notifies and how (spec §3 notice config: recipient, duplicateSender, businessField,
 * businessValue; the channels are its site-message, email, SMS and webhook templates). Users, roles
 * and departments are picked from the tenant's lists and stored as ids; plain addresses are typed;
 * the record's business field adds its own person.
 */
export function RuleRecipientsPanel({ rule, users, columns, searchRecipients, onChange }: RuleRecipientsPanelProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.recipients.${key}`);
  const notice = rule.noticeConfig ?? {};
  const changeNotice = (patch: Partial<WarningNoticeConfig>) => {
    const next = withPatch(notice, patch);
    onChange({ noticeConfig: Object.keys(next).length > 0 ? next : undefined });
  };
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  const pickers: Array<{ type: WarningRecipientType; property: 'recipientUserIds' | 'recipientRoleIds' | 'recipientDepartIds'; label: string }> = [
    { type: 'user', property: 'recipientUserIds', label: l('users') },
    { type: 'role', property: 'recipientRoleIds', label: l('roles') },
    { type: 'depart', property: 'recipientDepartIds', label: l('departs') },
  ];
  return (
    <Form layout="vertical" style={{ maxWidth: 720 }}>
      <Form.Item label={l('channels')} extra={l('channelsHint')}>
        <Space direction="vertical">
          <Checkbox checked={rule.siteMessageTemplate !== undefined} onChange={(event) => onChange(withSiteChannel(rule, event.target.checked))}>{l('siteChannel')}</Checkbox>
          <Checkbox checked={rule.emailTemplate !== undefined} onChange={(event) => onChange(withEmailChannel(rule, event.target.checked))}>{l('emailChannel')}</Checkbox>
          <Checkbox checked={rule.smsTemplate !== undefined} onChange={(event) => onChange(withSmsChannel(rule, event.target.checked))}>{l('smsChannel')}</Checkbox>
          <Checkbox checked={rule.webhookTemplate !== undefined} onChange={(event) => onChange(withWebhookChannel(rule, event.target.checked))}>{l('webhookChannel')}</Checkbox>
        </Space>
      </Form.Item>
      {pickers.map(({ type, property, label }) => (
        <Form.Item key={type} label={label} extra={l('pickHint')}>
          <RecipientPicker type={type} label={label} value={notice[property] ?? []} search={searchRecipients} onChange={(ids) => changeNotice({ [property]: list(ids) })} />
        </Form.Item>
      ))}
      <Form.Item label={l('recipient')} extra={l('recipientHint')}>
        <Select aria-label={l('recipient')} mode="tags" value={notice.recipient ?? []} options={users} onChange={(recipient: string[]) => changeNotice({ recipient: list(recipient) })} />
      </Form.Item>
      <Form.Item label={l('duplicateSender')} extra={l('duplicateSenderHint')}>
        <Select aria-label={l('duplicateSender')} mode="tags" value={notice.duplicateSender ?? []} options={users} onChange={(duplicateSender: string[]) => changeNotice({ duplicateSender: list(duplicateSender) })} />
      </Form.Item>
      <Space wrap size="large">
        <Form.Item label={l('businessField')} extra={l('businessFieldHint')}>
          <Select aria-label={l('businessField')} allowClear showSearch value={notice.businessField} style={{ width: 220 }} options={columns.map((column) => ({ value: column, label: column }))} onChange={(businessField?: string) => changeNotice({ businessField })} />
        </Form.Item>
        <Form.Item label={l('businessValue')} extra={l('businessValueHint')}>
          <Input aria-label={l('businessValue')} value={notice.businessValue ?? ''} style={{ width: 220 }} onChange={(event) => changeNotice({ businessValue: event.target.value })} />
        </Form.Item>
      </Space>
    </Form>
  );
}
