import { Input } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldFrame, type FieldWidgetProps } from './binding';
import { useTypedValue } from './typedValue';
import { ViewText } from './ViewText';

/**
 * input, textarea (and cascader, kept as text until a tree source exists): antd Input. Typing does not
 * re-render this widget (see `useTypedValue`); its linkage state, a value set from outside and view
 * mode do.
 */
export function TextWidget({ id, colCode }: FieldWidgetProps) {
  const { field, viewOnly, disabled, blur } = useFieldFrame(colCode);
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const shown = useTypedValue(colCode, () => input.current);
  // An input drawn afresh for a value set from outside takes back the focus the old one had.
  useLayoutEffect(() => {
    if (shown.focused) input.current?.focus();
  }, [shown.generation, shown.focused]);
  const style = inputStyle(field.style);
  if (viewOnly) return <ViewText id={id} style={style}>{asText(shown.value)}</ViewText>;
  const common = {
    id,
    defaultValue: asText(shown.value),
    disabled,
    style,
    placeholder: field.placeholder ?? t('form.pleaseInput'),
    maxLength: field.options?.maxLength,
    onBlur: blur,
  };
  if (field.type === 'textarea') return <Input.TextArea key={shown.generation} {...common} ref={(ref) => void (input.current = ref?.resizableTextArea?.textArea ?? null)} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(event) => shown.typed(event.target.value)} />;
  return <Input key={shown.generation} {...common} ref={(ref) => void (input.current = ref?.input ?? null)} onChange={(event) => shown.typed(event.target.value)} />;
}
