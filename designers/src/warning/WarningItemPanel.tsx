import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowsEditor, type RowsEditorColumn } from '../view/RowsEditor';
import { newRule } from './warningEdits';

export interface WarningItemPanelProps {
  warning: WarningDefinition;
  isNew: boolean;
  onChange(patch: Partial<WarningDefinition>): void;
}

/** The warning item (spec §3: code, name, product type, note, trigger mode) and its rules by code and name. */
export function WarningItemPanel({ warning, isNew, onChange }: WarningItemPanelProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.item.${key}`);
  const ruleColumns: ReadonlyArray<RowsEditorColumn<WarningRule>> = [
    { key: 'ruleCode', title: l('ruleCode'), width: 200, render: (rule, update, index) => <Input aria-label={`${l('ruleCode')} ${index + 1}`} value={rule.ruleCode} onChange={(event) => update({ ruleCode: event.target.value })} /> },
    { key: 'ruleName', title: l('ruleName'), render: (rule, update, index) => <Input aria-label={`${l('ruleName')} ${index + 1}`} value={rule.ruleName} onChange={(event) => update({ ruleName: event.target.value })} /> },
  ];
  return (
    <Form layout="vertical" style={{ maxWidth: 840 }}>
      <Space wrap size="large">
        <Form.Item label={l('code')} extra={isNew ? undefined : l('codeFixed')}>
          <Input aria-label={l('code')} disabled={!isNew} value={warning.warningItemCode} onChange={(event) => onChange({ warningItemCode: event.target.value })} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={l('name')}>
          <Input aria-label={l('name')} value={warning.warningItemName} onChange={(event) => onChange({ warningItemName: event.target.value })} style={{ width: 300 }} />
        </Form.Item>
      </Space>
      <Space wrap size="large">
        <Form.Item label={l('triggerMode')} extra={l('triggerModeHint')}>
          <Select aria-label={l('triggerMode')} value={warning.triggerMode} style={{ width: 240 }} options={(['platform', 'business'] as const).map((value) => ({ value, label: t(`designer.warning.trigger.${value}`) }))} onChange={(triggerMode: WarningDefinition['triggerMode']) => onChange({ triggerMode })} />
        </Form.Item>
        <Form.Item label={l('productType')}>
          <Select aria-label={l('productType')} value={warning.productType} style={{ width: 200 }} options={(['common', 'customize'] as const).map((value) => ({ value, label: t(`designer.warning.productType.${value}`) }))} onChange={(productType: WarningDefinition['productType']) => onChange({ productType })} />
        </Form.Item>
      </Space>
      <Form.Item label={l('note')}>
        <Input.TextArea aria-label={l('note')} rows={2} value={warning.note ?? ''} onChange={(event) => onChange({ note: event.target.value === '' ? undefined : event.target.value })} />
      </Form.Item>
      <Form.Item label={l('rules')} extra={l('rulesHint')}>
        <RowsEditor<WarningRule> label={l('rules')} rows={warning.rules} columns={ruleColumns} isSortable newRow={() => newRule(warning, t('designer.warning.item.newRule'))} addLabel={l('addRule')}
          onChange={(rules) => onChange({ rules })} />
      </Form.Item>
    </Form>
  );
}
