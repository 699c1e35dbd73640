import { isLanguage } from '@wharf/engine';
import Form from '@rjsf/antd';
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { Alert, Button, Form as AntForm } from 'antd';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useLocalisedDefinition } from '../texts/textDisplay';
import { compileFormSchema } from './compileFormSchema';
import { FieldTemplate } from './FieldTemplate';
import { FormRuntime } from './formRuntime';
import { GridTemplate } from './GridTemplate';
import { debounceClick, handleEnterKey } from './keyboard';
import { resolveLayout } from './layout';
import { engineRulesValidator } from './rulesValidator';
import { FormDeviceContext, FormRuntimeContext } from './runtimeContext';
import { SubTableField } from './SubTableField';
import { hasSubTables, preloadSubTableGrid } from './subTableGridLoader';
import type { FormRendererProps } from './types';
import { ValueField } from './ValueField';
import { formWidgets } from './widgets';

/**
 * The same object for the same content: a parent that passes `initialValues={{ … }}` on every render
 * must not reset the form the user is filling in.
 */
function useSameContent<T>(value: T): T {
  const [kept, setKept] = useState(() => ({ value, text: JSON.stringify(value) ?? '' }));
  const text = JSON.stringify(value) ?? '';
  if (text !== kept.text) {
    setKept({ value, text });
    return value;
  }
  return kept.value;
}

const fields: RegistryFieldsType = { wharfField: ValueField, wharfSubTable: SubTableField };
const templates: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate: GridTemplate };

/**
 * The rjsf form itself, memoised on props that never change while the form is open: after its first
 * render rjsf does not render again; every field updates itself from the store.
 */
const RjsfBody = memo(function RjsfBody({ runtime }: { runtime: FormRuntime }) {
  const { schema, uiSchema } = compileFormSchema(runtime.definition);
  return (
    <Form
      tagName="div"
      schema={schema}
      uiSchema={uiSchema}
      validator={engineRulesValidator}
      fields={fields}
      widgets={formWidgets}
      templates={templates}
      liveValidate={false}
      noHtml5Validate
      showErrorList={false}
      idPrefix={`wharf_${runtime.definition.formCode}`}
    >
      {/* rjsf draws a submit button unless given children; the footer is drawn outside. */}
      <></>
    </Form>
  );
});

function Footer({ runtime, submitText, onClick, buttonRef }: { runtime: FormRuntime; submitText: string; onClick: () => void; buttonRef: React.Ref<HTMLButtonElement> }) {
  const submitting = useStore(runtime.store, (state) => state.submitting);
  return (
    <div className="wharf-form-footer" style={{ marginTop: 16 }}>
      <Button ref={buttonRef} type="primary" htmlType="button" data-submit="true" loading={submitting} onClick={onClick}>
        {submitText}
      </Button>
    </div>
  );
}

/**
 * A published form at runtime (issue 7): the definition compiled once to JSON Schema + uiSchema and
 * drawn by @rjsf/core with the antd theme and the platform's widgets, values in a per-form zustand
 * store so each keystroke re-renders only its field; linkage, computed fields and validation through
 * the engine (on blur and on submit, not live); Enter to the next input; submit debounced 300 ms.
 */
export function FormRenderer({ definition: storedDefinition, mode, initialValues, device = 'pc', services, onSubmit, issues, submitText, dataId, onValuesChange, hasSubmit = true }: FormRendererProps) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  // Titles, placeholders, options and messages in the user's language (issue 18 point 6).
  const definition = useLocalisedDefinition(storedDefinition);
  // The grid's chunk downloads while rjsf draws the form, not after the sub-table field mounts.
  if (hasSubTables(storedDefinition)) preloadSubTableGrid();
  const startValues = useSameContent(initialValues);
  const previous = useRef<{ keys: unknown[]; runtime: FormRuntime } | undefined>(undefined);
  // One runtime per opened record: a new definition, mode, record or starting values start afresh.
  const runtime = useMemo(
    () => {
      // A language switch localises the same stored definition anew: the open record keeps what was typed.
      const keys = [storedDefinition, mode, startValues, dataId];
      const before = previous.current;
      const isLanguageSwitch = before !== undefined && keys.every((key, index) => key === before.keys[index]);
      const values = isLanguageSwitch ? before.runtime.store.getState().values : startValues;
      const next = new FormRuntime(definition, { mode, services, lang, ...(values ? { initialValues: values } : {}), ...(dataId === undefined ? {} : { dataId }) });
      if (isLanguageSwitch) next.pristine = before.runtime.pristine;
      previous.current = { keys, runtime: next };
      return next;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- services and language are updated in place below
    [definition, mode, startValues, dataId],
  );
  runtime.lang = lang;
  runtime.services = services;
  runtime.options.setServices(services);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (issues && issues.length > 0) runtime.showIssues(issues);
  }, [issues, runtime]);

  // Focus the field a reveal asks for (after a tab opened).
  useEffect(() => runtime.store.subscribe((state, previous) => {
    if (!state.reveal || state.reveal === previous.reveal) return;
    const colCode = state.reveal.colCode;
    setTimeout(() => {
      const host = [...(container.current?.querySelectorAll<HTMLElement>('[data-field], [data-subtable]') ?? [])].find((element) => (element.dataset.field ?? element.dataset.subtable) === colCode);
      const element = host?.querySelector<HTMLElement>('input, textarea') ?? host;
      element?.scrollIntoView?.({ block: 'center' });
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.focus();
    }, 0);
  }), [runtime]);

  // Changes as they are made (not the starting values): read at change time, so a new function keeps the runtime.
  const changeHandler = useRef(onValuesChange);
  changeHandler.current = onValuesChange;
  // A layout effect: subscribed before the browser paints the new runtime's inputs, so no first keystroke is missed.
  useLayoutEffect(() => runtime.store.subscribe((state, previous) => {
    if (state.values !== previous.values) changeHandler.current?.(runtime.data());
  }), [runtime]);

  // The latest submit handler, read at click time, so a parent's new function does not reset the debounce.
  const submitHandler = useRef(onSubmit);
  useEffect(() => {
    submitHandler.current = onSubmit;
  }, [onSubmit]);

  const submit = useMemo(
    () =>
      debounceClick(() => {
        if (runtime.store.getState().submitting) return;
        void (async () => {
          setFailure(undefined);
          runtime.setSubmitting(true);
          try {
            const found = await runtime.validateAll();
            const handler = submitHandler.current;
            if (found.length > 0 || !handler) return;
            const answer = await handler(runtime.data());
            if (answer && answer.issues && answer.issues.length > 0) runtime.showIssues(answer.issues);
          } catch (error) {
            setFailure(error instanceof Error && error.message ? error.message : t('form.submitFailed'));
          } finally {
            runtime.setSubmitting(false);
          }
        })();
      }),
    [runtime, t],
  );

  const layout = useMemo(() => resolveLayout(definition, device), [definition, device]);
  const vertical = layout.labelAlign === 'top';
  // antd's Form only as layout context (label width and alignment) for the fields' Form.Items; it holds no values.
  const body = (
    <AntForm
      component={false}
      layout={vertical ? 'vertical' : 'horizontal'}
      labelAlign={layout.labelAlign === 'left' ? 'left' : 'right'}
      labelWrap
      {...(vertical ? {} : { labelCol: layout.labelWidth ? { flex: `0 0 ${layout.labelWidth}px` } : { flex: '0 0 120px' }, wrapperCol: { flex: '1 1 0' } })}
    >
      <RjsfBody runtime={runtime} />
    </AntForm>
  );
  return (
    <FormRuntimeContext.Provider value={runtime}>
      <FormDeviceContext.Provider value={device}>
        <div ref={container} className={`wharf-form wharf-form-${device}`} data-form={definition.formCode} onKeyDown={(event) => handleEnterKey(event, button.current)}>
          {body}
          {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 16 }} />}
          {mode !== 'view' && hasSubmit && <Footer runtime={runtime} submitText={submitText ?? t('form.submit')} onClick={submit} buttonRef={button} />}
        </div>
      </FormDeviceContext.Provider>
    </FormRuntimeContext.Provider>
  );
}
