import type { Language } from '@wharf/engine';
import type { FormField } from '@wharf/schemas';
import { useMemo, type ComponentType } from 'react';
import { widgetOfType } from './compileFormSchema';
import { FormRuntime } from './formRuntime';
import { FormRuntimeContext } from './runtimeContext';
import type { FormServices } from './types';
import type { FieldWidgetProps } from './widgets/binding';
import { ChoiceWidget } from './widgets/ChoiceWidget';
import { DateWidget } from './widgets/DateWidget';
import { DisplayWidget } from './widgets/DisplayWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { PickerWidget } from './widgets/PickerWidget';
import { RichTextWidget } from './widgets/RichTextWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TextWidget } from './widgets/TextWidget';
import { UploadWidget } from './widgets/UploadWidget';

/** The same widgets `formWidgets` registers with rjsf, by the names `widgetOfType` gives. */
const widgetComponents: Readonly<Record<string, ComponentType<FieldWidgetProps>>> = {
  wharfText: TextWidget,
  wharfNumber: NumberWidget,
  wharfChoice: ChoiceWidget,
  wharfSwitch: SwitchWidget,
  wharfDate: DateWidget,
  wharfUpload: UploadWidget,
  wharfRichText: RichTextWidget,
  wharfPicker: PickerWidget,
  wharfDisplay: DisplayWidget,
};

export interface FieldWidgetPreviewProps {
  field: FormField;
  /** The form services of the designer's preview: the options of dictionaries, SQL and HTTP configs load through them. */
  services: FormServices;
  lang?: Language;
  /** The element id of the widget's control (unique on the page). */
  id: string;
}

/**
 * One field's real widget — the one the published form draws — for the form designer's canvas:
 * a one-field form runtime in add mode (so defaults and option lists show as they will), drawn
 * inert (no focus, no clicks, hidden from assistive technology: the canvas entry around it is
 * what the builder selects and drags). Linkage and computed expressions are left out: they read
 * other fields this one-field runtime does not have.
 */
export function FieldWidgetPreview({ field, services, lang, id }: FieldWidgetPreviewProps) {
  const runtime = useMemo(() => {
    const { computed: _computed, showCondition: _show, requiredCondition: _required, disabledCondition: _disabled, ...alone } = field;
    return new FormRuntime({ schemaVersion: 2, formCode: 'canvas', formName: '', fields: [alone] }, { mode: 'add', services, lang });
  }, [field, services, lang]);
  const Widget = widgetComponents[widgetOfType[field.type]] ?? TextWidget;
  return (
    <FormRuntimeContext.Provider value={runtime}>
      <div inert aria-hidden data-widget-preview={field.type} style={{ pointerEvents: 'none', minWidth: 0 }}>
        <Widget id={id} colCode={field.colCode} />
      </div>
    </FormRuntimeContext.Provider>
  );
}
