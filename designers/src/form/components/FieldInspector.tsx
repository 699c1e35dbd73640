import { bindFieldToColumn, formatNowOffset, parseNowPlaceholder, type ValidationIssue } from '@wharf/engine';
import type { FormDefinition, FormField } from '@wharf/schemas';
import { Select, Space, Typography } from 'antd';
import { WrappingTabs } from '../../shared/tabs/WrappingTabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldCodeProblem } from '../model/fieldCodes';
import { updateField, updateSubTableField } from '../model/formEdits';
import { choiceTypes, dateTypes } from '../model/paletteItems';
import { applyFieldValues, fieldPropertyForm, fieldToValues, type PropertyValues } from '../model/propertyForms';
import type { TableColumnInfo } from '../types';
import { ComputedEditor } from './ComputedEditor';
import { ConditionBuilder, type ConditionFieldOption } from './ConditionBuilder';
import { useDesigner, useDesignerContext } from './designerContext';
import { OptionsEditor } from './OptionsEditor';
import { PanelForm } from './PanelForm';
import { PlacementControl } from './PlacementControl';
import { RulesEditor } from './RulesEditor';
import { SectionTitle } from '../../shared/headings/SectionTitle';

export interface FieldTarget {
  colCode: string;
  /** Set for a sub-table's field. */
  tableName?: string;
}

function fieldsOf(form: FormDefinition, target: FieldTarget): readonly FormField[] {
  return target.tableName ? (form.subTables?.find((sub) => sub.tableName === target.tableName)?.fields ?? []) : form.fields;
}

function ColumnBinding({ tableName, field, onBind }: { tableName: string | undefined; field: FormField; onBind(column: TableColumnInfo): void }) {
  const { t } = useTranslation();
  const { services, readOnly } = useDesignerContext();
  const [columns, setColumns] = useState<TableColumnInfo[]>([]);
  useEffect(() => {
    let isCurrent = true;
    if (!tableName) return;
    services.listTableColumns(tableName).then(
      (list) => isCurrent && setColumns(list),
      () => isCurrent && setColumns([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [services, tableName]);
  if (!tableName || columns.length === 0) return null;
  return (
    <Select
      aria-label={t('designer.form.property.bindColumn')}
      placeholder={t('designer.form.property.bindColumn')}
      style={{ width: '100%' }}
      disabled={readOnly}
      showSearch
      optionFilterProp="label"
      value={columns.some((column) => column.colCode === field.colCode) ? field.colCode : undefined}
      options={columns.map((column) => ({ value: column.colCode, label: column.colName ? `${column.colName} (${column.colCode})` : column.colCode }))}
      onChange={(code: string) => {
        const column = columns.find((each) => each.colCode === code);
        if (column) onBind(column);
      }}
    />
  );
}

/** What a `{{now±N}}` default of a date field gives today, so the builder sees the offset is right. */
function NowDefaultHint({ field }: { field: FormField }) {
  const { t } = useTranslation();
  if (!dateTypes.has(field.type) || typeof field.defaultValue !== 'string') return null;
  const offset = parseNowPlaceholder(field.defaultValue);
  if (!offset) return null;
  const now = new Date();
  const value = formatNowOffset(offset, { now, utcOffsetMinutes: -now.getTimezoneOffset(), format: field.type === 'date' ? 'date' : 'dateTime' });
  return <Typography.Text type="secondary">{t('designer.form.property.defaultNow', { placeholder: field.defaultValue, value: field.type === 'time' ? value.slice(11) : value })}</Typography.Text>;
}

/** Everything about one field: the properties (a form drawn by FormRenderer), fixed options, rules, linkage and computed value. */
export function FieldInspector({ target }: { target: FieldTarget }) {
  const { t } = useTranslation();
  const { store, lists, readOnly } = useDesignerContext();
  const form = useDesigner((state) => state.definition);
  const siblings = fieldsOf(form, target);
  const field = siblings.find((each) => each.colCode === target.colCode);
  const panel = useMemo(() => fieldPropertyForm(t, lists), [t, lists]);
  const values = useMemo(() => (field ? fieldToValues(field) : {}), [field]);
  const openedCode = useRef(target.colCode);
  if (!field) return null;

  /** Stores the changed field; a new colCode must pass the §5 code rules and be unique among its siblings. */
  const save = (next: FormField, coalesce?: string): ValidationIssue[] => {
    // Edits apply as they are made: one that changes nothing (a panel restarted on the same values) is no step.
    if (JSON.stringify(next) === JSON.stringify(field)) return [];
    if (next.colCode !== field.colCode) {
      const problem = fieldCodeProblem(next.colCode, siblings.filter((each) => each !== field).map((each) => each.colCode));
      if (problem) return [{ path: '/colCode', code: `designer/code-${problem}`, message: t(`designer.form.codeProblem.${problem}`) }];
    }
    const selection = target.tableName ? { kind: 'subField' as const, tableName: target.tableName, colCode: next.colCode } : { kind: 'field' as const, colCode: next.colCode };
    // Keyed by the code the inspector opened with, so typing a new code stays one step.
    const options = coalesce ? { coalesce: `${target.tableName ?? ''}/${openedCode.current}/${coalesce}` } : undefined;
    store.getState().apply((current) => (target.tableName ? updateSubTableField(current, target.tableName, field.colCode, next) : updateField(current, field.colCode, next)), selection, options);
    return [];
  };
  const masterFields = target.tableName ? form.fields : [];
  const conditionFields: ConditionFieldOption[] = [...siblings, ...masterFields].filter((each) => each.colCode !== field.colCode).map((each) => ({ colCode: each.colCode, title: each.title, type: each.type }));
  const isFixedChoice = choiceTypes.has(field.type) && !field.showConfig?.dictOption && !field.showConfig?.sqlConfig && !field.showConfig?.httpConfig;
  const linkage = (['showCondition', 'requiredCondition', 'disabledCondition'] as const).map((key) => ({
    key,
    label: t(`designer.form.linkage.${key}`),
    children: (
      <ConditionBuilder
        value={field[key]}
        fields={conditionFields}
        readOnly={readOnly}
        onChange={(condition) => {
          const next = { ...field };
          if (condition) next[key] = condition;
          else delete next[key];
          save(next, key);
        }}
      />
    ),
  }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SectionTitle style={{ margin: 0 }}>
        {field.title} <Typography.Text type="secondary">({field.colCode})</Typography.Text>
      </SectionTitle>
      {!target.tableName && <PlacementControl entry={{ kind: 'field', colCode: field.colCode }} />}
      <NowDefaultHint field={field} />
      <ColumnBinding
        tableName={target.tableName ?? form.objectName}
        field={field}
        // The column's constraints come with it, by the same mapping the quick app uses.
        onBind={(column) => save(bindFieldToColumn(field, column))}
      />
      <WrappingTabs
        size="small"
        items={[
          { key: 'properties', label: t('designer.form.inspector.properties'), children: <PanelForm definition={panel} values={values} onApply={(submitted: PropertyValues) => save(applyFieldValues(field, submitted), 'properties')} /> },
          ...(isFixedChoice
            ? [{ key: 'options', label: t('designer.form.inspector.options'), children: <OptionsEditor options={field.showConfig?.options ?? []} readOnly={readOnly} onChange={(options) => save({ ...field, showConfig: { ...field.showConfig, options } }, 'options')} /> }]
            : []),
          {
            key: 'rules',
            label: t('designer.form.inspector.rules'),
            children: <RulesEditor field={field} otherFields={siblings.filter((each) => each !== field).map((each) => each.colCode)} dictionaries={lists.dictionaries} readOnly={readOnly} onChange={(next) => save(next, 'rules')} />,
          },
          { key: 'linkage', label: t('designer.form.inspector.linkage'), children: <WrappingTabs size="small" items={linkage} /> },
          {
            key: 'computed',
            label: t('designer.form.inspector.computed'),
            children: (
              <ComputedEditor
                value={field.computed}
                readOnly={readOnly}
                onChange={(computed) => {
                  const next = { ...field };
                  if (computed) next.computed = computed;
                  else delete next.computed;
                  save(next, 'computed');
                }}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
