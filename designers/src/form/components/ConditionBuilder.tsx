import { DeleteOutlined } from '@ant-design/icons';
import { checkCondition, conditionOperators, type ConditionOperator } from '@wharf/engine';
import type { ConditionGroup, FieldCondition, ScalarValue } from '@wharf/schemas';
import { Button, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEngineLanguage } from './useEngineLanguage';

export interface ConditionFieldOption {
  colCode: string;
  title: string;
  type: string;
}

interface ConditionBuilderProps {
  value: ConditionGroup | undefined;
  fields: readonly ConditionFieldOption[];
  readOnly: boolean;
  onChange(next: ConditionGroup | undefined): void;
}

const listOperators: ReadonlySet<ConditionOperator> = new Set(['in', 'notIn']);

/** Text typed for a value, as the condition stores it: numbers for number fields, booleans for switches, lists for in/not in. */
export function conditionValueFromText(text: string, operator: ConditionOperator, fieldType: string | undefined): FieldCondition['value'] {
  const one = (part: string): ScalarValue => {
    if (fieldType === 'number' && /^-?\d+(?:\.\d+)?$/.test(part.trim())) return Number(part.trim());
    if (fieldType === 'switch' && (part === 'true' || part === 'false')) return part === 'true';
    return part;
  };
  return listOperators.has(operator) ? text.split(',').map(one) : one(text);
}

const valueText = (value: FieldCondition['value']) => (Array.isArray(value) ? value.map((each) => String(each ?? '')).join(',') : String(value ?? ''));

function ConditionRow({ condition, fields, readOnly, onChange, onRemove }: { condition: FieldCondition; fields: readonly ConditionFieldOption[]; readOnly: boolean; onChange(next: FieldCondition): void; onRemove(): void }) {
  const { t } = useTranslation();
  const type = fields.find((field) => field.colCode === condition.field)?.type;
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label={t('designer.form.condition.field')}
        style={{ width: '38%' }}
        value={condition.field || undefined}
        placeholder={t('designer.form.condition.field')}
        disabled={readOnly}
        showSearch
        optionFilterProp="label"
        options={fields.map((field) => ({ value: field.colCode, label: `${field.title} (${field.colCode})` }))}
        onChange={(field: string) => onChange({ ...condition, field })}
      />
      <Select
        aria-label={t('designer.form.condition.operator')}
        style={{ width: '27%' }}
        value={condition.operator}
        disabled={readOnly}
        options={conditionOperators.map((operator) => ({ value: operator, label: t(`designer.form.operator.${operator}`) }))}
        onChange={(operator: ConditionOperator) => onChange({ ...condition, operator, value: conditionValueFromText(valueText(condition.value), operator, type) })}
      />
      <Input
        aria-label={t('designer.form.condition.value')}
        style={{ width: '35%' }}
        value={valueText(condition.value)}
        disabled={readOnly}
        placeholder={listOperators.has(condition.operator) ? t('designer.form.condition.listHint') : undefined}
        onChange={(event) => onChange({ ...condition, value: conditionValueFromText(event.target.value, condition.operator, type) })}
      />
      <Button aria-label={t('designer.form.condition.remove')} icon={<DeleteOutlined />} disabled={readOnly} onClick={onRemove} />
    </Space.Compact>
  );
}

function GroupEditor({ group, fields, readOnly, depth, onChange, onRemove }: { group: ConditionGroup; fields: readonly ConditionFieldOption[]; readOnly: boolean; depth: number; onChange(next: ConditionGroup): void; onRemove(): void }) {
  const { t } = useTranslation();
  const setChild = (index: number, child: FieldCondition | ConditionGroup) => onChange({ ...group, children: group.children.map((each, i) => (i === index ? child : each)) });
  const removeChild = (index: number) => onChange({ ...group, children: group.children.filter((_, i) => i !== index) });
  const firstField = fields[0]?.colCode ?? '';
  return (
    <div style={{ borderInlineStart: depth > 0 ? '2px solid #d9d9d9' : undefined, paddingInlineStart: depth > 0 ? 8 : 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Space wrap>
        <Select
          aria-label={t('designer.form.condition.match')}
          size="small"
          value={group.match}
          disabled={readOnly}
          options={[
            { value: 'and', label: t('designer.form.condition.and') },
            { value: 'or', label: t('designer.form.condition.or') },
          ]}
          onChange={(match: 'and' | 'or') => onChange({ ...group, match })}
        />
        <Button size="small" disabled={readOnly} onClick={() => onChange({ ...group, children: [...group.children, { kind: 'condition', field: firstField, operator: 'equal', value: '' }] })}>
          {t('designer.form.condition.addCondition')}
        </Button>
        {depth < 3 && (
          <Button size="small" disabled={readOnly} onClick={() => onChange({ ...group, children: [...group.children, { kind: 'group', match: 'and', children: [] }] })}>
            {t('designer.form.condition.addGroup')}
          </Button>
        )}
        <Button size="small" danger disabled={readOnly} onClick={onRemove}>
          {depth > 0 ? t('designer.form.condition.removeGroup') : t('designer.form.condition.clear')}
        </Button>
      </Space>
      {group.children.map((child, index) =>
        child.kind === 'group' ? (
          <GroupEditor key={index} group={child} fields={fields} readOnly={readOnly} depth={depth + 1} onChange={(next) => setChild(index, next)} onRemove={() => removeChild(index)} />
        ) : (
          <ConditionRow key={index} condition={child} fields={fields} readOnly={readOnly} onChange={(next) => setChild(index, next)} onRemove={() => removeChild(index)} />
        ),
      )}
    </div>
  );
}

/** A small builder over the engine's condition model (and/or groups of field–operator–value), checked by the engine. */
export function ConditionBuilder({ value, fields, readOnly, onChange }: ConditionBuilderProps) {
  const { t } = useTranslation();
  const lang = useEngineLanguage();
  if (!value) {
    return (
      <Button size="small" disabled={readOnly || fields.length === 0} onClick={() => onChange({ kind: 'group', match: 'and', children: [{ kind: 'condition', field: fields[0]?.colCode ?? '', operator: 'equal', value: '' }] })}>
        {t('designer.form.condition.add')}
      </Button>
    );
  }
  const problems = checkCondition(value, lang);
  return (
    <div>
      <GroupEditor group={value} fields={fields} readOnly={readOnly} depth={0} onChange={onChange} onRemove={() => onChange(undefined)} />
      {problems.map((problem) => (
        <Typography.Text key={`${problem.path}:${problem.code}`} type="danger" style={{ display: 'block' }}>
          {problem.message}
        </Typography.Text>
      ))}
    </div>
  );
}
