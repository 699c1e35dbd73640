import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsList } from '../compileFormSchema';
import type { OptionItem } from '../types';
import { asList, useFieldBinding, type FieldWidgetProps } from './binding';
import { labelsOf } from './useOptions';
import { ViewText } from './ViewText';

const searchDelayMs = 300;

/** user and org: a searchable select asking `services.searchUsers` / `searchDepts` as the user types. */
export function PickerWidget({ id, colCode }: FieldWidgetProps) {
  const { runtime, field, value, viewOnly, disabled, set, blur } = useFieldBinding(colCode);
  const { t } = useTranslation();
  const [options, setOptions] = useState<OptionItem[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Labels of values chosen earlier, so a chosen person keeps its name after the next search.
  const known = useRef(new Map<string, string>());
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = field.type === 'user' ? runtime.services.searchUsers : runtime.services.searchDepts;
  const multiple = holdsList(field);
  const chosen = asList(value).map(String);
  const shownOptions = [...options, ...chosen.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: known.current.get(v) ?? v }))];
  if (viewOnly) return <ViewText id={id}>{labelsOf(chosen, shownOptions).join(', ')}</ViewText>;
  const onSearch = (keyword: string) => {
    clearTimeout(timer.current);
    if (!search) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      search(keyword).then(
        (found) => { setOptions(found); setLoading(false); for (const o of found) known.current.set(o.value, o.label); },
        () => { setOptions([]); setLoading(false); },
      );
    }, searchDelayMs);
  };
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      disabled={disabled || !search}
      loading={loading}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      placeholder={field.placeholder ?? t(field.type === 'user' ? 'form.searchUser' : 'form.searchDept')}
      notFoundContent={loading ? t('form.loading') : t('form.noMatch')}
      options={shownOptions}
      onFocus={() => options.length === 0 && onSearch('')}
      {...(multiple ? { mode: 'multiple' as const, value: chosen } : { value: chosen[0] })}
      onChange={(next: unknown) => set(next ?? (multiple ? [] : null))}
      onBlur={blur}
    />
  );
}
