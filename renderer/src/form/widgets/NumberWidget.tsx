import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldBinding, type FieldWidgetProps } from './binding';
import { ViewText } from './ViewText';

/** number: antd InputNumber with the field's precision and bounds. */
export function NumberWidget({ id, colCode }: FieldWidgetProps) {
  const { field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const style = inputStyle(field.style);
  const precision = field.options?.precision;
  if (viewOnly) {
    const text = typeof value === 'number' && precision !== undefined ? value.toFixed(precision) : asText(value);
    return <ViewText id={id} style={style}>{text}</ViewText>;
  }
  const numeric = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
  return (
    <InputNumber
      id={id}
      value={numeric}
      disabled={disabled}
      style={{ width: '100%', ...style }}
      placeholder={field.placeholder ?? t('form.pleaseInput')}
      {...(precision === undefined ? {} : { precision })}
      {...(field.options?.min === undefined ? {} : { min: field.options.min })}
      {...(field.options?.max === undefined ? {} : { max: field.options.max })}
      onChange={(next) => set(next ?? null)}
      onBlur={blur}
    />
  );
}
