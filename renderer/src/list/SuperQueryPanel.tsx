import { Button, Input, Modal, Radio, Select, Space } from 'antd';
import type { ListSuperQuery, ListSuperQueryCondition } from '@wharf/engine';
import type { ViewColumn } from '@wharf/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListDictionaries, ListDictionary } from './listDictionaries';
import type { ListQueryOperator } from './queryFields';

/**
 * The operators the super query offers: spec §9's, less custom (it takes a condition name the
 * definition declares). customLgt takes the comparison typed before the value (`>100`, `<=2026-01-31`).
 */
export const superQueryOperators: ReadonlyArray<ListQueryOperator> = ['eq', 'eic', 'ne', 'lt', 'le', 'gt', 'ge', 'lk', 'lfk', 'rhk', 'in', 'ni', 'bt', 'inl', 'nnl', 'customLgt'];

/** The value box's hint: a list for between / in / not in, the comparison's spelling for customLgt. */
function valuePlaceholder(rule: ListQueryOperator, t: (key: string) => string): string {
  if (rule === 'bt' || rule === 'in' || rule === 'ni') return t('list.superQuery.commaValues');
  if (rule === 'customLgt') return `${t('list.superQuery.value')} ${t('list.query.comparisonPlaceholder')}`;
  return t('list.superQuery.value');
}

export interface SuperQueryPanelProps {
  open: boolean;
  columns: ReadonlyArray<ViewColumn>;
  value: ListSuperQuery;
  onApply(value: ListSuperQuery): void;
  onClose(): void;
  /** The list's loaded dictionaries: a dictionary column's value is picked from its items. */
  dictionaries?: ListDictionaries;
}

const emptyCondition = (): ListSuperQueryCondition => ({ field: '', rule: 'eq', val: '' });

/** A dictionary column's condition value: its items by text, sending codes (several, comma-joined, for in / not in). */
function DictionaryValue(props: { dictionary: ListDictionary; condition: ListSuperQueryCondition; label: string; onChange(val: string): void }) {
  const isList = props.condition.rule === 'in' || props.condition.rule === 'ni';
  const val = props.condition.val ?? '';
  const common = { 'aria-label': props.label, placeholder: props.label, style: { width: 200 }, allowClear: true, showSearch: true, optionFilterProp: 'label', options: [...props.dictionary.options] };
  return isList
    ? <Select {...common} mode="multiple" value={val === '' ? [] : val.split(',')} onChange={(next: string[]) => props.onChange(next.join(','))} />
    : <Select {...common} value={val === '' ? undefined : val} onChange={(next: string | undefined) => props.onChange(next ?? '')} />;
}

/** The super query (spec §2): rows of field, operator and value joined by and / or. */
export function SuperQueryPanel(props: SuperQueryPanelProps) {
  const { t } = useTranslation();
  const [matchType, setMatchType] = useState(props.value.matchType);
  const [conditions, setConditions] = useState<ListSuperQueryCondition[]>(props.value.conditions.length > 0 ? [...props.value.conditions] : [emptyCondition()]);
  const update = (index: number, change: Partial<ListSuperQueryCondition>) => setConditions((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <Modal
      open={props.open}
      title={t('list.superQuery.title')}
      onCancel={props.onClose}
      width={720}
      footer={[
        <Button key="reset" onClick={() => { setConditions([emptyCondition()]); props.onApply({ matchType, conditions: [] }); }}>{t('list.query.reset')}</Button>,
        <Button key="apply" type="primary" onClick={() => props.onApply({ matchType, conditions })}>{t('list.query.search')}</Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group value={matchType} onChange={(event) => setMatchType(event.target.value as 'and' | 'or')}>
          <Radio value="and">{t('list.superQuery.and')}</Radio>
          <Radio value="or">{t('list.superQuery.or')}</Radio>
        </Radio.Group>
        {conditions.map((condition, index) => {
          const dictCode = props.columns.find((column) => column.colCode === condition.field)?.dictCode;
          // A range or a typed comparison is text, even on a dictionary column.
          const dictionary = dictCode && condition.rule !== 'bt' && condition.rule !== 'customLgt' ? props.dictionaries?.get(dictCode) : undefined;
          return (
            <Space key={index} wrap>
              <Select
                aria-label={t('list.superQuery.field')}
                placeholder={t('list.superQuery.field')}
                style={{ width: 180 }}
                value={condition.field || undefined}
                options={props.columns.map((column) => ({ value: column.colCode, label: column.colName }))}
                onChange={(field: string) => update(index, { field })}
              />
              <Select
                aria-label={t('list.superQuery.operator')}
                style={{ width: 150 }}
                popupMatchSelectWidth={false}
                virtual={false}
                value={condition.rule}
                options={superQueryOperators.map((op) => ({ value: op, label: t(`list.operator.${op}`) }))}
                onChange={(rule: ListQueryOperator) => update(index, { rule })}
              />
              {condition.rule === 'inl' || condition.rule === 'nnl' ? null : dictionary ? (
                <DictionaryValue dictionary={dictionary} condition={condition} label={t('list.superQuery.value')} onChange={(val) => update(index, { val })} />
              ) : (
                <Input
                  aria-label={t('list.superQuery.value')}
                  placeholder={valuePlaceholder(condition.rule, t)}
                  style={{ width: 200 }}
                  value={condition.val ?? ''}
                  onChange={(event) => update(index, { val: event.target.value })}
                />
              )}
              <Button type="text" danger aria-label={t('list.superQuery.remove')} onClick={() => setConditions((current) => current.filter((_, i) => i !== index))}>×</Button>
            </Space>
          );
        })}
        <Button type="dashed" onClick={() => setConditions((current) => [...current, emptyCondition()])}>{t('list.superQuery.add')}</Button>
      </Space>
    </Modal>
  );
}
