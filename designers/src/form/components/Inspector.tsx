import { Button, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyRowCountWidths } from '../model/formEdits';
import { applyFormSettings, formSettingsForm, formToSettings, type PropertyValues } from '../model/propertyForms';
import { ContainerInspector } from './ContainerInspector';
import { useDesigner, useDesignerContext } from './designerContext';
import { FieldInspector } from './FieldInspector';
import { PanelForm } from './PanelForm';
import { SubTableInspector } from './SubTableInspector';

function FormSettingsInspector() {
  const { t } = useTranslation();
  const { store, lists, readOnly } = useDesignerContext();
  const form = useDesigner((state) => state.definition);
  const panel = useMemo(() => formSettingsForm(t, lists), [t, lists]);
  const values = useMemo(() => formToSettings(form), [form]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('designer.form.panel.form')}
      </Typography.Title>
      <PanelForm definition={panel} values={values} onApply={(submitted: PropertyValues) => store.getState().apply((current) => applyFormSettings(current, submitted))} />
      <Button size="small" disabled={readOnly} onClick={() => store.getState().apply(applyRowCountWidths)}>
        {t('designer.form.settings.applyRowCount')}
      </Button>
    </Space>
  );
}

/** The right-hand panel: whatever is selected, or the form's own settings when nothing is. */
export function Inspector() {
  const selection = useDesigner((state) => state.selection);
  if (!selection) return <FormSettingsInspector />;
  switch (selection.kind) {
    case 'field':
      return <FieldInspector key={`field:${selection.colCode}`} target={{ colCode: selection.colCode }} />;
    case 'subField':
      return <FieldInspector key={`sub:${selection.tableName}:${selection.colCode}`} target={{ colCode: selection.colCode, tableName: selection.tableName }} />;
    case 'subTable':
      return <SubTableInspector tableName={selection.tableName} />;
    case 'container':
      return <ContainerInspector containerKey={selection.key} />;
  }
}
