import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldBinding, type FieldWidgetProps } from './binding';
import { ViewText } from './ViewText';

/** input, textarea (and cascader, kept as text until a tree source exists): antd Input. */
export function TextWidget({ id, colCode }: FieldWidgetProps) {
  const { field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const style = inputStyle(field.style);
  if (viewOnly) return <ViewText id={id} style={style}>{asText(value)}</ViewText>;
  const common = {
    id,
    value: asText(value),
    disabled,
    style,
    placeholder: field.placeholder ?? t('form.pleaseInput'),
    maxLength: field.options?.maxLength,
    onBlur: blur,
  };
  if (field.type === 'textarea') return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(event) => set(event.target.value)} />;
  return <Input {...common} onChange={(event) => set(event.target.value)} />;
}
