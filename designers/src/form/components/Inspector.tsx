import { Button, Space } from 'antd';
import { useMemo, useRef } from 'react';
import type { FormDefinition } from '@wharf/schemas';
import type { DesignerSelection } from '../model/selection';
import { useTranslation } from 'react-i18next';
import { applyRowCountWidths } from '../model/formEdits';
import { applyFormSettings, formSettingsForm, formToSettings, type PropertyValues } from '../model/propertyForms';
import { ContainerInspector } from './ContainerInspector';
import { useDesigner, useDesignerContext } from './designerContext';
import { FieldInspector } from './FieldInspector';
import { PanelForm } from './PanelForm';
import { SelectionTranslations } from './SelectionTranslations';
import { SubTableInspector } from './SubTableInspector';
import { SectionTitle } from '../../shared/headings/SectionTitle';

/** The same object when an edit changed nothing, so it is no undo step. */
function keepIfSame(current: FormDefinition, next: FormDefinition): FormDefinition {
  return JSON.stringify(current) === JSON.stringify(next) ? current : next;
}

function FormSettingsInspector() {
  const { t } = useTranslation();
  const { store, lists, readOnly } = useDesignerContext();
  const form = useDesigner((state) => state.definition);
  const panel = useMemo(() => formSettingsForm(t, lists), [t, lists]);
  const values = useMemo(() => formToSettings(form), [form]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SectionTitle style={{ margin: 0 }}>
        {t('designer.form.panel.form')}
      </SectionTitle>
      <PanelForm definition={panel} values={values} onApply={(submitted: PropertyValues) => store.getState().apply((current) => keepIfSame(current, applyFormSettings(current, submitted)), undefined, { coalesce: 'form-settings' })} />
      <Button size="small" disabled={readOnly} onClick={() => store.getState().apply(applyRowCountWidths)}>
        {t('designer.form.settings.applyRowCount')}
      </Button>
    </Space>
  );
}

/**
 * The field inspector's identity: a new one for each field selected, the same one while the selected
 * field's code is being retyped in its own panel (edits apply as typed, so the selection follows the
 * new code; a new inspector would take the focus out of the box being typed in).
 */
function useFieldInspectorKey(selection: DesignerSelection | undefined): string {
  const form = useDesigner((state) => state.definition);
  const kept = useRef<{ selection?: DesignerSelection; key: string }>({ key: '' });
  const previous = kept.current.selection;
  if (selection !== previous) {
    const fieldsOf = (tableName?: string) => (tableName ? form.subTables?.find((sub) => sub.tableName === tableName)?.fields : form.fields) ?? [];
    const isRename =
      previous !== undefined && selection !== undefined && (previous.kind === 'field' || previous.kind === 'subField') && previous.kind === selection.kind &&
      (previous.kind === 'subField' ? previous.tableName : undefined) === (selection.kind === 'subField' ? selection.tableName : undefined) &&
      !fieldsOf(previous.kind === 'subField' ? previous.tableName : undefined).some((field) => field.colCode === previous.colCode);
    const own = selection?.kind === 'field' ? `field:${selection.colCode}` : selection?.kind === 'subField' ? `sub:${selection.tableName}:${selection.colCode}` : '';
    kept.current = { selection, key: isRename ? kept.current.key : own };
  }
  return kept.current.key;
}

/** The right-hand panel: whatever is selected (with its texts' translations), or the form's own settings when nothing is. */
export function Inspector() {
  const selection = useDesigner((state) => state.selection);
  const fieldKey = useFieldInspectorKey(selection);
  if (!selection) return <FormSettingsInspector />;
  return (
    <>
      {selectedPanel(selection, fieldKey)}
      <SelectionTranslations selection={selection} />
    </>
  );
}

function selectedPanel(selection: DesignerSelection, fieldKey: string) {
  switch (selection.kind) {
    case 'field':
      return <FieldInspector key={fieldKey} target={{ colCode: selection.colCode }} />;
    case 'subField':
      return <FieldInspector key={fieldKey} target={{ colCode: selection.colCode, tableName: selection.tableName }} />;
    case 'subTable':
      return <SubTableInspector tableName={selection.tableName} />;
    case 'container':
      return <ContainerInspector containerKey={selection.key} />;
  }
}
