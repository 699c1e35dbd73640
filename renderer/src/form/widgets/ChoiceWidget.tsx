import { Checkbox, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsList } from '../compileFormSchema';
import { inputStyle } from '../fieldStyle';
import { asList, useFieldBinding, type FieldWidgetProps } from './binding';
import { labelsOf, useOptions } from './useOptions';
import { ViewText } from './ViewText';

/** How a choice field is drawn: its type, or for a dictionary select the dictionary's show type (spec §2). */
function presentation(type: string, showType: string | undefined): 'select' | 'radio' | 'radioButton' | 'checkbox' {
  if (type === 'checkbox') return 'checkbox';
  if (type === 'radio' || type === 'radioButton') return type;
  return showType === 'radio' || showType === 'radioButton' ? showType : 'select';
}

/** select / radio / radioButton / checkbox with options from a fixed list, a dictionary, a SQL or an HTTP config. */
export function ChoiceWidget({ id, colCode }: FieldWidgetProps) {
  const { field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const { options, loading, failed } = useOptions(field);
  const style = inputStyle(field.style);
  const multiple = holdsList(field);
  if (viewOnly) return <ViewText id={id} style={style}>{labelsOf(asList(value), options).join(', ')}</ViewText>;
  const shown = presentation(field.type, field.showConfig?.dictOption?.showType);
  const single = value === undefined || value === null ? undefined : String(value);
  if (shown === 'checkbox') {
    return (
      <div id={id}>
        <Checkbox.Group style={style} disabled={disabled} options={options} value={asList(value).map(String)} onChange={(next) => set(next)} />
      </div>
    );
  }
  if (shown === 'radio' || shown === 'radioButton') {
    return (
      <Radio.Group id={id} style={style} disabled={disabled} value={single} onChange={(event) => set(event.target.value)} {...(shown === 'radioButton' ? { optionType: 'button' as const, buttonStyle: 'solid' as const } : {})}>
        {options.map((option) => (shown === 'radioButton' ? <Radio.Button key={option.value} value={option.value}>{option.label}</Radio.Button> : <Radio key={option.value} value={option.value}>{option.label}</Radio>))}
      </Radio.Group>
    );
  }
  return (
    <Select
      id={id}
      style={{ width: '100%', ...style }}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={field.placeholder ?? t('form.pleaseSelect')}
      notFoundContent={failed ? t('form.optionsFailed') : undefined}
      options={options}
      {...(multiple ? { mode: 'multiple' as const, value: asList(value).map(String) } : { value: single })}
      onChange={(next: unknown) => set(next ?? (multiple ? [] : null))}
      onBlur={blur}
    />
  );
}
