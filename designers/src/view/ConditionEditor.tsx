import type { ConditionGroup } from '@wharf/schemas';
import { Button, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectCell } from './cells';
import { conditionOperators, optionsOf } from './viewOptions';

type Operator = (typeof conditionOperators)[number];
interface FlatCondition { kind: 'condition'; field: string; operator: Operator; value: string }

export interface ConditionEditorProps {
  value: ConditionGroup | undefined;
  fields: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: ConditionGroup | undefined): void;
}

/**
 * A showCondition as rows of field, operator and value joined by and / or (the structured condition
 * model, never code). Nested groups made elsewhere are kept as they are and counted, not edited.
 */
export function ConditionEditor(props: ConditionEditorProps) {
  const { t } = useTranslation();
  const children = props.value?.children ?? [];
  const flat = children.filter((child): child is FlatCondition => (child as { kind?: string }).kind === 'condition') as FlatCondition[];
  const nested = children.filter((child) => (child as { kind?: string }).kind !== 'condition');
  const emit = (match: 'and' | 'or', rows: FlatCondition[]) => props.onChange(rows.length === 0 && nested.length === 0 ? undefined : ({ kind: 'group', match, children: [...rows, ...nested] } as ConditionGroup));
  const match = props.value?.match ?? 'and';
  const update = (index: number, change: Partial<FlatCondition>) => emit(match, flat.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group value={match} onChange={(event) => emit(event.target.value as 'and' | 'or', flat)}>
        <Radio value="and">{t('designer.view.condition.and')}</Radio>
        <Radio value="or">{t('designer.view.condition.or')}</Radio>
      </Radio.Group>
      {flat.map((row, index) => (
        <Space key={index} wrap>
          <SelectCell label={t('designer.view.condition.field')} value={row.field || undefined} options={props.fields} allowClear={false} onChange={(field) => update(index, { field: field ?? '' })} />
          <SelectCell label={t('designer.view.condition.operator')} value={row.operator} options={optionsOf(conditionOperators, 'conditionOp', t)} allowClear={false} onChange={(operator) => update(index, { operator: operator ?? 'equal' })} />
          <Input size="small" aria-label={t('designer.view.condition.value')} placeholder={t('designer.view.condition.value')} value={String(row.value ?? '')} style={{ width: 160 }} onChange={(event) => update(index, { value: event.target.value })} />
          <Button size="small" type="text" danger aria-label={t('designer.view.removeRow')} onClick={() => emit(match, flat.filter((_row, i) => i !== index))}>×</Button>
        </Space>
      ))}
      {nested.length > 0 ? <Typography.Text type="secondary">{t('designer.view.condition.nestedKept', { count: nested.length })}</Typography.Text> : null}
      <Button size="small" type="dashed" onClick={() => emit(match, [...flat, { kind: 'condition', field: props.fields[0]?.value ?? '', operator: 'equal', value: '' }])}>{t('designer.view.condition.add')}</Button>
    </Space>
  );
}
