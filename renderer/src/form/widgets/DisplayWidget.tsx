import { Divider, Typography } from 'antd';
import { inputStyle } from '../fieldStyle';
import { asText, useFieldBinding, type FieldWidgetProps } from './binding';

/** text and divider: display only, no value. A text shows its default value, or its title. */
export function DisplayWidget({ id, colCode }: FieldWidgetProps) {
  const { field } = useFieldBinding(colCode);
  if (field.type === 'divider') return (
      <div id={id}>
        <Divider titlePlacement="start" style={inputStyle(field.style)}>{field.title}</Divider>
      </div>
    );
  const text = field.defaultValue === undefined || field.defaultValue === null ? field.title : asText(field.defaultValue);
  return <Typography.Paragraph id={id} style={inputStyle(field.style)}>{text}</Typography.Paragraph>;
}
