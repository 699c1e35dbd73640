import type { ValidationIssue } from '@wharf/engine';
import { FormRenderer } from '@wharf/renderer/FormRenderer';
import type { FormDefinition } from '@wharf/schemas';
import { Alert } from 'antd';
import { useRef, useState } from 'react';
import type { PropertyValues } from '../model/propertyForms';
import { useDesignerContext } from './designerContext';

interface PanelFormProps {
  /** The panel, itself a form definition (model/propertyForms.ts). */
  definition: FormDefinition;
  values: PropertyValues;
  /** Applies the panel's values as they are edited; issues (paths `/<colCode>` of the panel) refuse the edit and are shown. */
  onApply(values: PropertyValues): ValidationIssue[] | void;
}

/** What the panel shows: the values it was (re)started with, and a counter that restarts it. */
interface Shown {
  text: string;
  initial: PropertyValues;
  generation: number;
  panel: FormDefinition;
}

/**
 * A property panel drawn by the form runtime (the same FormRenderer, rules and linkage a published
 * form gets) whose edits apply as they are made, each an undoable step of the designer: there is no
 * "apply" button to forget. The panel keeps its own runtime while the designer's definition is the
 * one its last edit produced (typing is not interrupted); any other change of the values (another
 * selection, undo, an edit elsewhere) restarts it with them.
 */
export function PanelForm({ definition, values, onApply }: PanelFormProps) {
  const { services, readOnly, store } = useDesignerContext();
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  // The designer definition the panel's own last edit produced: values arriving with it are an echo.
  const ownDefinition = useRef<FormDefinition | undefined>(undefined);
  const text = JSON.stringify(values);
  const [shown, setShown] = useState<Shown>({ text, initial: values, generation: 0, panel: definition });
  if (shown.text !== text || shown.panel !== definition) {
    // A new panel (its option lists loaded) starts from the current values too.
    const isEcho = shown.panel === definition && ownDefinition.current !== undefined && ownDefinition.current === store.getState().definition;
    // Consumed: a later return to that same definition (redo) is not the panel's own edit.
    ownDefinition.current = undefined;
    setShown(isEcho ? { ...shown, text } : { text, initial: values, generation: shown.generation + 1, panel: definition });
    if (!isEcho && issues.length > 0) setIssues([]);
  }

  const applyLatest = useRef(onApply);
  applyLatest.current = onApply;
  const onValuesChange = (data: PropertyValues) => {
    const before = store.getState().definition;
    const refused = applyLatest.current(data) ?? [];
    setIssues(refused);
    const after = store.getState().definition;
    if (after !== before) ownDefinition.current = after;
  };

  return (
    <div data-panel-form={definition.formCode}>
      <FormRenderer
        key={`${definition.formCode}:${shown.generation}`}
        definition={definition}
        mode={readOnly ? 'view' : 'edit'}
        initialValues={shown.initial}
        services={services.form}
        hasSubmit={false}
        onValuesChange={onValuesChange}
      />
      {issues.length > 0 ? (
        <Alert type="error" showIcon role="alert" data-testid="panel-issues" title={issues.map((issue) => issue.message).join('; ')} />
      ) : null}
    </div>
  );
}
