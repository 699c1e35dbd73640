import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldBinding, type FieldWidgetProps } from './binding';
import { ViewText } from './ViewText';

/** Values that mean "on", whichever way a table stores a flag. */
export function isOn(value: unknown): boolean {
  return value === true || value === 'Y' || value === 1 || value === '1' || value === 'true';
}

/** The "on"/"off" value in the style of the current value (Y/N, 1/0 or a boolean). */
function flagValue(checked: boolean, current: unknown): unknown {
  if (current === 'Y' || current === 'N') return checked ? 'Y' : 'N';
  if (current === 1 || current === 0) return checked ? 1 : 0;
  if (current === '1' || current === '0') return checked ? '1' : '0';
  return checked;
}

/** switch: antd Switch. */
export function SwitchWidget({ id, colCode }: FieldWidgetProps) {
  const { value, viewOnly, disabled, set } = useFieldBinding(colCode);
  const { t } = useTranslation();
  if (viewOnly) return <ViewText id={id}>{isOn(value) ? t('form.yes') : t('form.no')}</ViewText>;
  return <Switch id={id} checked={isOn(value)} disabled={disabled} onChange={(checked) => set(flagValue(checked, value))} />;
}
