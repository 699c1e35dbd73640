import type { FormDefinition } from '@wharf/schemas';
import { Collapse } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationsEditor } from '../../translations/TranslationsEditor';
import type { DesignerSelection } from '../model/selection';
import { useDesigner, useDesignerContext } from './designerContext';

/** Where the selected field or sub-table sits in the definition (a JSON Pointer), when it has texts of its own. */
function selectionPath(form: FormDefinition, selection: DesignerSelection): string | undefined {
  if (selection.kind === 'field') {
    const index = form.fields.findIndex((field) => field.colCode === selection.colCode);
    return index < 0 ? undefined : `/fields/${index}`;
  }
  if (selection.kind === 'subTable' || selection.kind === 'subField') {
    const subIndex = (form.subTables ?? []).findIndex((sub) => sub.tableName === selection.tableName);
    if (subIndex < 0) return undefined;
    if (selection.kind === 'subTable') return `/subTables/${subIndex}`;
    const index = form.subTables![subIndex]!.fields.findIndex((field) => field.colCode === selection.colCode);
    return index < 0 ? undefined : `/subTables/${subIndex}/fields/${index}`;
  }
  return undefined;
}

/**
 * The selected field's (or sub-table's) texts in four languages, under its property panel: its
 * title, placeholder, option labels and rule messages, each with its missing marker.
 */
export function SelectionTranslations({ selection }: { selection: DesignerSelection }) {
  const { t } = useTranslation();
  const { store, readOnly } = useDesignerContext();
  const form = useDesigner((state) => state.definition);
  const path = useMemo(() => selectionPath(form, selection), [form, selection]);
  const translate = useCallback((edit: (current: FormDefinition) => FormDefinition, coalesce: string) => store.getState().apply(edit, undefined, { coalesce }), [store]);
  if (!path) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 12 }}
      data-testid="selection-translations"
      items={[{ key: 'translations', label: t('designer.translations.open'), children: <TranslationsEditor kind="form" definition={form} onEdit={translate} isReadOnly={readOnly} prefix={path} /> }]}
    />
  );
}
