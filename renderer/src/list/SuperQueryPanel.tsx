import { Button, Input, Modal, Radio, Select, Space } from 'antd';
import type { ListSuperQuery, ListSuperQueryCondition } from '@wharf/engine';
import type { ViewColumn } from '@wharf/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryOperator } from './queryFields';

/** The operators the super query offers (spec §9 less customLgt, which the server refuses, and custom, which takes a declared name). */
export const superQueryOperators: ReadonlyArray<ListQueryOperator> = ['eq', 'eic', 'ne', 'lt', 'le', 'gt', 'ge', 'lk', 'lfk', 'rhk', 'in', 'ni', 'bt', 'inl', 'nnl'];

export interface SuperQueryPanelProps {
  open: boolean;
  columns: ReadonlyArray<ViewColumn>;
  value: ListSuperQuery;
  onApply(value: ListSuperQuery): void;
  onClose(): void;
}

const emptyCondition = (): ListSuperQueryCondition => ({ field: '', rule: 'eq', val: '' });

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
        {conditions.map((condition, index) => (
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
              value={condition.rule}
              options={superQueryOperators.map((op) => ({ value: op, label: t(`list.operator.${op}`) }))}
              onChange={(rule: ListQueryOperator) => update(index, { rule })}
            />
            {condition.rule === 'inl' || condition.rule === 'nnl' ? null : (
              <Input
                aria-label={t('list.superQuery.value')}
                placeholder={t(condition.rule === 'bt' || condition.rule === 'in' || condition.rule === 'ni' ? 'list.superQuery.commaValues' : 'list.superQuery.value')}
                style={{ width: 200 }}
                value={condition.val ?? ''}
                onChange={(event) => update(index, { val: event.target.value })}
              />
            )}
            <Button type="text" danger aria-label={t('list.superQuery.remove')} onClick={() => setConditions((current) => current.filter((_, i) => i !== index))}>×</Button>
          </Space>
        ))}
        <Button type="dashed" onClick={() => setConditions((current) => [...current, emptyCondition()])}>{t('list.superQuery.add')}</Button>
      </Space>
    </Modal>
  );
}
