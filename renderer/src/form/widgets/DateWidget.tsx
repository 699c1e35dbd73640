import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldBinding, type FieldWidgetProps } from './binding';
import { ViewText } from './ViewText';

dayjs.extend(customParseFormat);

/** How each type stores its value (the server and `{{now±N}}` defaults use the same texts). */
export const storedFormat = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;

function parse(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const strict = dayjs(value, format, true);
  if (strict.isValid()) return strict;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

/** date, datetime, time: antd DatePicker / TimePicker; the value is text in the stored format. */
export function DateWidget({ id, colCode }: FieldWidgetProps) {
  const { field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const kind = field.type === 'time' ? 'time' : field.type === 'datetime' ? 'datetime' : 'date';
  const format = storedFormat[kind];
  const shownFormat = field.options?.format ?? format;
  const parsed = parse(value, format);
  const style = { width: '100%', ...inputStyle(field.style) };
  if (viewOnly) return <ViewText id={id} style={inputStyle(field.style)}>{parsed ? parsed.format(shownFormat) : asText(value)}</ViewText>;
  const onChange = (next: Dayjs | null) => set(next ? next.format(format) : null);
  const common = { id, value: parsed, disabled, style, format: shownFormat, placeholder: field.placeholder ?? t('form.pleaseSelect'), onChange, onBlur: blur };
  if (kind === 'time') return <TimePicker {...common} />;
  return <DatePicker {...common} showTime={kind === 'datetime'} />;
}
