import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ValidationIssue } from '@wharf/engine';
import type { FormSubTable } from '@wharf/schemas';
import { Button, Select, Space, Typography } from 'antd';
import { PlainList } from './PlainList';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nudgeSubTableField, removeSubTableField, updateSubTable } from '../model/formEdits';
import { subTableFieldTypes, type FieldType } from '../model/paletteItems';
import { subTableSettingsForm, type PropertyValues } from '../model/propertyForms';
import { useDesigner, useDesignerContext } from './designerContext';
import { PanelForm } from './PanelForm';
import { PlacementControl } from './PlacementControl';
import { useDesignerActions } from './useDesignerActions';
import { SectionTitle } from '../../shared/headings/SectionTitle';

function applySubTableValues(sub: FormSubTable, values: PropertyValues): FormSubTable {
  const next: FormSubTable = { ...sub, title: String(values.title ?? sub.title).trim() || sub.title, tableName: String(values.tableName ?? sub.tableName).trim() || sub.tableName };
  const foreignKey = String(values.foreignKey ?? '').trim();
  if (foreignKey) next.foreignKey = foreignKey;
  else delete next.foreignKey;
  for (const key of ['minRows', 'maxRows'] as const) {
    const value = values[key] === undefined || values[key] === null || values[key] === '' ? undefined : Number(values[key]);
    if (value !== undefined && Number.isInteger(value)) next[key] = value;
    else delete next[key];
  }
  return next;
}

/** A sub-table's settings (drawn as a form) and its columns: order, remove, add, select one to edit it. */
export function SubTableInspector({ tableName }: { tableName: string }) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const actions = useDesignerActions();
  const form = useDesigner((state) => state.definition);
  const sub = form.subTables?.find((each) => each.tableName === tableName);
  const panel = useMemo(() => subTableSettingsForm(t, form.fields), [t, form.fields]);
  const values = useMemo(() => (sub ? { title: sub.title, tableName: sub.tableName, foreignKey: sub.foreignKey, minRows: sub.minRows, maxRows: sub.maxRows } : {}), [sub]);
  if (!sub) return null;
  const apply = (submitted: PropertyValues): ValidationIssue[] => {
    const next = applySubTableValues(sub, submitted);
    if (next.tableName !== sub.tableName && form.subTables?.some((each) => each.tableName === next.tableName)) {
      return [{ path: '/tableName', code: 'designer/code-duplicate', message: t('designer.form.codeProblem.duplicate') }];
    }
    if (JSON.stringify(next) === JSON.stringify(sub)) return [];
    store.getState().apply((current) => updateSubTable(current, tableName, next), { kind: 'subTable', tableName: next.tableName }, { coalesce: `sub-table/${sub.tableName}` });
    return [];
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SectionTitle style={{ margin: 0 }}>
        {sub.title} <Typography.Text type="secondary">({sub.tableName})</Typography.Text>
      </SectionTitle>
      <PlacementControl entry={{ kind: 'subTable', tableName }} />
      <PanelForm definition={panel} values={values} onApply={apply} />
      <Typography.Text strong>{t('designer.form.subTable.columns')}</Typography.Text>
      <PlainList
        bordered
        items={sub.fields}
        keyOf={(field) => field.colCode}
        actions={(field, index) => [
          <Button key="up" size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('designer.form.canvas.moveEarlier')} disabled={readOnly || index === 0} onClick={() => store.getState().apply((f) => nudgeSubTableField(f, tableName, field.colCode, -1))} />,
          <Button key="down" size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('designer.form.canvas.moveLater')} disabled={readOnly || index === sub.fields.length - 1} onClick={() => store.getState().apply((f) => nudgeSubTableField(f, tableName, field.colCode, 1))} />,
          <Button key="remove" size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer.form.canvas.remove')} disabled={readOnly || sub.fields.length <= 1} onClick={() => store.getState().apply((f) => removeSubTableField(f, tableName, field.colCode))} />,
        ]}
        render={(field) => (
          <Typography.Link onClick={() => store.getState().select({ kind: 'subField', tableName, colCode: field.colCode })}>
            {field.title} ({field.colCode})
          </Typography.Link>
        )}
      />
      <Select
        aria-label={t('designer.form.canvas.addColumn')}
        placeholder={t('designer.form.canvas.addColumn')}
        style={{ width: '100%' }}
        value={null}
        disabled={readOnly || sub.fields.length >= 500}
        options={subTableFieldTypes.map((type) => ({ value: type, label: t(`designer.form.palette.${type}`) }))}
        onChange={(type: FieldType) => actions.drop({ action: 'addColumn', tableName, type })}
      />
    </Space>
  );
}
