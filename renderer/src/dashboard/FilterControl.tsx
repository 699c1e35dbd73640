import type { DashboardFilterValue, DatasetValue } from '@wharf/engine';
import type { DashboardFilter } from '@wharf/schemas';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOption } from './types';

const dateFormat = 'YYYY-MM-DD';

export interface FilterControlProps {
  filter: DashboardFilter;
  value: DashboardFilterValue;
  options: DashboardOption[];
  onChange(value: DashboardFilterValue): void;
}

function asText(value: DashboardFilterValue): string {
  return value === null || value === undefined || Array.isArray(value) ? '' : String(value);
}

function asDay(value: DatasetValue | undefined): Dayjs | null {
  return value === null || value === undefined || value === '' ? null : dayjs(String(value));
}

/** Text and number controls change the dashboard when the user is done (Enter or leaving), not per key. */
function TypedControl({ filter, value, onChange }: Omit<FilterControlProps, 'options'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(asText(value));
  useEffect(() => setDraft(asText(value)), [value]);
  const commit = () => {
    if (draft !== asText(value)) onChange(draft === '' ? null : draft);
  };
  const common = { 'aria-label': filter.title, 'data-filter-id': filter.filterId, onBlur: commit, onPressEnter: commit, style: { width: '100%' } };
  if (filter.control === 'number') {
    return <InputNumber {...common} value={draft === '' ? null : Number(draft)} onChange={(next) => setDraft(next === null ? '' : String(next))} />;
  }
  return <Input {...common} allowClear placeholder={t('dashboard.textPlaceholder')} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}

/** One filter control of a dashboard: select, multi-select, date range, text or number. */
export const FilterControl = memo(function FilterControl({ filter, value, options, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const selectOptions = options.map((option) => ({ value: option.value, label: option.text }));
  switch (filter.control) {
    case 'select':
      return (
        <Select
          aria-label={filter.title}
          data-filter-id={filter.filterId}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('dashboard.filterPlaceholder')}
          style={{ width: '100%' }}
          options={selectOptions}
          value={asText(value) || undefined}
          onChange={(next?: string) => onChange(next ?? null)}
        />
      );
    case 'multiSelect':
      return (
        <Select
          aria-label={filter.title}
          data-filter-id={filter.filterId}
          mode="multiple"
          allowClear
          placeholder={t('dashboard.filterPlaceholder')}
          style={{ width: '100%' }}
          options={selectOptions}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(next: string[]) => onChange(next)}
        />
      );
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value : [value, undefined];
      return (
        <DatePicker.RangePicker
          aria-label={filter.title}
          data-filter-id={filter.filterId}
          allowEmpty={[true, true]}
          placeholder={[t('dashboard.dateFrom'), t('dashboard.dateTo')]}
          style={{ width: '100%' }}
          value={[asDay(from), asDay(to)]}
          onChange={(days) => onChange(days ? [days[0]?.format(dateFormat) ?? null, days[1]?.format(dateFormat) ?? null] : null)}
        />
      );
    }
    default:
      return <TypedControl filter={filter} value={value} onChange={onChange} />;
  }
});
