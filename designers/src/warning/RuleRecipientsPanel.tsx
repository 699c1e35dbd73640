import type { WarningNoticeConfig, WarningRule } from '@wharf/schemas';
import { Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { withEmailChannel, withPatch, withSiteChannel } from './warningEdits';
import type { WarningDesignerOption } from './types';

export interface RuleRecipientsPanelProps {
  rule: WarningRule;
  users: WarningDesignerOption[];
  columns: string[];
  onChange(patch: Partial<WarningRule>): void;
}

/**
 * Who a rule notifies and how (spec §3 notice config: recipient, duplicateSender, businessField,
 * businessValue; the channels are its email and site-message templates). Recipients are usernames
 * (or typed addresses with an @); the record's business field adds its own person.
 */
export function RuleRecipientsPanel({ rule, users, columns, onChange }: RuleRecipientsPanelProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.recipients.${key}`);
  const notice = rule.noticeConfig ?? {};
  const changeNotice = (patch: Partial<WarningNoticeConfig>) => {
    const next = withPatch(notice, patch);
    onChange({ noticeConfig: Object.keys(next).length > 0 ? next : undefined });
  };
  const list = (values: string[]) => (values.length > 0 ? values : undefined);
  return (
    <Form layout="vertical" style={{ maxWidth: 720 }}>
      <Form.Item label={l('channels')} extra={l('channelsHint')}>
        <Space direction="vertical">
          <Checkbox checked={rule.siteMessageTemplate !== undefined} onChange={(event) => onChange(withSiteChannel(rule, event.target.checked))}>{l('siteChannel')}</Checkbox>
          <Checkbox checked={rule.emailTemplate !== undefined} onChange={(event) => onChange(withEmailChannel(rule, event.target.checked))}>{l('emailChannel')}</Checkbox>
        </Space>
      </Form.Item>
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
