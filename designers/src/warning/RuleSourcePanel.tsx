import type { WarningRule, WarningSetConfig } from '@wharf/schemas';
import { Alert, AutoComplete, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowsEditor, type RowsEditorColumn } from '../view/RowsEditor';
import { newSetConfig } from './warningEdits';
import type { WarningDesignerOption } from './types';

const operators: ReadonlyArray<WarningSetConfig['operateType']> = ['greater', 'greaterOrEqual', 'less', 'lessOrEqual', 'equal', 'notEqual', 'between', 'contains', 'notContains', 'in', 'notIn'];
const units: ReadonlyArray<NonNullable<WarningSetConfig['unit']>> = ['hour', 'day', 'percent', 'amount'];
const numericOperators = new Set(['greater', 'greaterOrEqual', 'less', 'lessOrEqual']);

/** A typed value as the definition keeps it: a number where it reads as one and the operator compares numbers. */
function valueOf(text: string, operateType: WarningSetConfig['operateType']): WarningSetConfig['warnFieldValue'] {
  if (text.trim() === '') return undefined;
  return numericOperators.has(operateType) && Number.isFinite(Number(text)) ? Number(text) : text;
}

export interface RuleSourcePanelProps {
  rule: WarningRule;
  sqlConfigs: WarningDesignerOption[];
  /** The columns the rule's SQL config returns (empty until read). */
  columns: string[];
  columnsProblem?: string;
  onReadColumns?(): void;
  onChange(patch: Partial<WarningRule>): void;
  isReadOnly?: boolean;
}

/**
 * Where a rule's records come from (a SQL config, each row a record by its key column) and when a
 * record is in breach: the set configs (spec §3: field, operator, value or min/max, unit, precision),
 * every one of which must hold. Rows of conditions as the view designer edits its rows.
 */
export function RuleSourcePanel({ rule, sqlConfigs, columns, columnsProblem, onReadColumns, onChange, isReadOnly }: RuleSourcePanelProps) {
  const { t } = useTranslation();
  const l = (key: string) => t(`designer.warning.source.${key}`);
  const fieldOptions = columns.map((column) => ({ value: column, label: column }));
  const conditionColumns: ReadonlyArray<RowsEditorColumn<WarningSetConfig>> = [
    {
      key: 'warnField', title: l('warnField'), width: 200,
      // Typed in when the SQL config's columns could not be read.
      render: (row, update, index) => <AutoComplete aria-label={`${l('warnField')} ${index + 1}`} value={row.warnField} options={fieldOptions} style={{ width: '100%' }} onChange={(warnField: string) => update({ warnField })} />,
    },
    {
      key: 'operateType', title: l('operateType'), width: 170,
      render: (row, update, index) => <Select aria-label={`${l('operateType')} ${index + 1}`} value={row.operateType} style={{ width: '100%' }} options={operators.map((value) => ({ value, label: t(`designer.warning.operator.${value}`) }))}
        onChange={(operateType: WarningSetConfig['operateType']) => update(operateType === 'between' ? { operateType, warnFieldValue: undefined, warnFieldMin: row.warnFieldMin ?? 0, warnFieldMax: row.warnFieldMax ?? 0 } : { operateType, warnFieldMin: undefined, warnFieldMax: undefined })} />,
    },
    {
      key: 'value', title: l('value'), width: 220,
      render: (row, update, index) => (row.operateType === 'between'
        ? <Space.Compact><InputNumber aria-label={`${l('min')} ${index + 1}`} value={row.warnFieldMin} onChange={(value) => update({ warnFieldMin: value ?? 0 })} /><InputNumber aria-label={`${l('max')} ${index + 1}`} value={row.warnFieldMax} onChange={(value) => update({ warnFieldMax: value ?? 0 })} /></Space.Compact>
        : <Input aria-label={`${l('value')} ${index + 1}`} value={row.warnFieldValue === undefined || row.warnFieldValue === null ? '' : String(row.warnFieldValue)} onChange={(event) => update({ warnFieldValue: valueOf(event.target.value, row.operateType) })} />),
    },
    {
      key: 'unit', title: l('unit'), width: 130,
      render: (row, update, index) => <Select aria-label={`${l('unit')} ${index + 1}`} allowClear value={row.unit} style={{ width: '100%' }} options={units.map((value) => ({ value, label: t(`designer.warning.unit.${value}`) }))} onChange={(unit?: WarningSetConfig['unit']) => update({ unit })} />,
    },
    {
      key: 'fieldPrecision', title: l('precision'), width: 100,
      render: (row, update, index) => <InputNumber aria-label={`${l('precision')} ${index + 1}`} min={0} max={30} value={row.fieldPrecision} onChange={(value) => update({ fieldPrecision: value ?? undefined })} />,
    },
  ];
  return (
    <Form layout="vertical" style={{ maxWidth: 960 }}>
      <Form.Item label={l('sqlCode')} extra={l('sqlHint')}>
        <Space.Compact style={{ width: '100%' }}>
          <Select aria-label={l('sqlCode')} showSearch allowClear value={rule.sqlCode} options={sqlConfigs} style={{ width: '100%' }} onChange={(sqlCode?: string) => onChange({ sqlCode })} />
          {onReadColumns ? <Button disabled={!rule.sqlCode} onClick={onReadColumns}>{l('readColumns')}</Button> : null}
        </Space.Compact>
      </Form.Item>
      {columnsProblem ? <Alert type="info" showIcon title={t('designer.warning.source.columnsFailed', { reason: columnsProblem })} style={{ marginBottom: 12 }} /> : null}
      <Space wrap size="large">
        <Form.Item label={l('recordKeyField')} extra={l('recordKeyHint')}>
          <Select aria-label={l('recordKeyField')} allowClear showSearch placeholder="id" value={rule.recordKeyField} options={fieldOptions} style={{ width: 200 }} onChange={(recordKeyField?: string) => onChange({ recordKeyField })} />
        </Form.Item>
        <Form.Item label={l('watermarkField')} extra={l('watermarkHint')}>
          <Select aria-label={l('watermarkField')} allowClear showSearch value={rule.watermarkField} options={fieldOptions} style={{ width: 200 }} onChange={(watermarkField?: string) => onChange({ watermarkField })} />
        </Form.Item>
      </Space>
      <Form.Item label={l('conditions')} extra={l('conditionsHint')}>
        <RowsEditor<WarningSetConfig> label={l('conditions')} rows={rule.setConfigs ?? []} columns={conditionColumns} isReadOnly={isReadOnly}
          newRow={() => newSetConfig(columns.find((column) => column !== 'id') ?? '')} addLabel={l('addCondition')}
          onChange={(setConfigs) => onChange({ setConfigs: setConfigs.length > 0 ? setConfigs : undefined })} />
      </Form.Item>
    </Form>
  );
}
