import type { ValidationIssue } from '@wharf/engine';
import { FormRenderer } from '@wharf/renderer/FormRenderer';
import type { FormDefinition } from '@wharf/schemas';
import { useTranslation } from 'react-i18next';
import type { PropertyValues } from '../model/propertyForms';
import { useDesignerContext } from './designerContext';

interface PanelFormProps {
  /** The panel, itself a form definition (model/propertyForms.ts). */
  definition: FormDefinition;
  values: PropertyValues;
  /** Applies the submitted values; issues (paths `/<colCode>` of the panel) are shown on the panel's fields. */
  onApply(values: PropertyValues): ValidationIssue[] | void;
}

/**
 * A property panel drawn by the form runtime: the same FormRenderer, rules and linkage a published
 * form gets. It is re-created whenever the values change from outside (another selection, undo).
 */
export function PanelForm({ definition, values, onApply }: PanelFormProps) {
  const { t } = useTranslation();
  const { services, readOnly } = useDesignerContext();
  return (
    <FormRenderer
      key={`${definition.formCode}:${JSON.stringify(values)}`}
      definition={definition}
      mode={readOnly ? 'view' : 'edit'}
      initialValues={values}
      services={services.form}
      submitText={t('designer.form.panel.apply')}
      onSubmit={async (data) => {
        const issues = onApply(data);
        return issues && issues.length > 0 ? { issues } : undefined;
      }}
    />
  );
}
