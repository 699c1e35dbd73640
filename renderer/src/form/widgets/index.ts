import type { RegistryWidgetsType } from '@rjsf/utils';
import { asRjsfWidget } from './binding';
import { ChoiceWidget } from './ChoiceWidget';
import { DateWidget } from './DateWidget';
import { DisplayWidget } from './DisplayWidget';
import { NumberWidget } from './NumberWidget';
import { PickerWidget } from './PickerWidget';
import { RichTextWidget } from './RichTextWidget';
import { SwitchWidget } from './SwitchWidget';
import { TextWidget } from './TextWidget';
import { UploadWidget } from './UploadWidget';

/** The platform's widgets, registered with rjsf under the names `compileFormSchema` puts in the uiSchema. */
export const formWidgets: RegistryWidgetsType = {
  wharfText: asRjsfWidget(TextWidget),
  wharfNumber: asRjsfWidget(NumberWidget),
  wharfChoice: asRjsfWidget(ChoiceWidget),
  wharfSwitch: asRjsfWidget(SwitchWidget),
  wharfDate: asRjsfWidget(DateWidget),
  wharfUpload: asRjsfWidget(UploadWidget),
  wharfRichText: asRjsfWidget(RichTextWidget),
  wharfPicker: asRjsfWidget(PickerWidget),
  wharfDisplay: asRjsfWidget(DisplayWidget),
};
