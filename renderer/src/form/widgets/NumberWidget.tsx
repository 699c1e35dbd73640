import { InputNumber, type GetRef } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldFrame, type FieldWidgetProps } from './binding';
import { useTypedValue } from './typedValue';
import { ViewText } from './ViewText';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
}

/**
 * number: antd InputNumber with the field's precision and bounds. Like text, typing re-renders no field
 * component (`useTypedValue`); a value set from outside (a computed field) draws the input afresh.
 */
export function NumberWidget({ id, colCode }: FieldWidgetProps) {
  const { field, viewOnly, disabled, blur } = useFieldFrame(colCode);
  const { t } = useTranslation();
  const input = useRef<GetRef<typeof InputNumber>>(null);
  const shown = useTypedValue(colCode, () => input.current);
  useLayoutEffect(() => {
    if (shown.focused) input.current?.focus();
  }, [shown.generation, shown.focused]);
  const style = inputStyle(field.style);
  const precision = field.options?.precision;
  if (viewOnly) {
    const text = typeof shown.value === 'number' && precision !== undefined ? shown.value.toFixed(precision) : asText(shown.value);
    return <ViewText id={id} style={style}>{text}</ViewText>;
  }
  const start = asNumber(shown.value);
  return (
    <InputNumber
      key={shown.generation}
      ref={input}
      id={id}
      {...(start === null ? {} : { defaultValue: start })}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      placeholder={field.placeholder ?? t('form.pleaseInput')}
      {...(precision === undefined ? {} : { precision })}
      {...(field.options?.min === undefined ? {} : { min: field.options.min })}
      {...(field.options?.max === undefined ? {} : { max: field.options.max })}
      onChange={(next) => shown.typed(next ?? null)}
      onBlur={blur}
    />
  );
}
