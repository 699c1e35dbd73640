import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarningDesignerOption, WarningDesignerServices, WarningRecipientType } from './types';

export interface RecipientPickerProps {
  type: WarningRecipientType;
  label: string;
  /** The picked ids. */
  value: string[];
  search: WarningDesignerServices['searchRecipients'];
  onChange(ids: string[]): void;
}

/**
 * Picks users, roles or departments from the tenant's own list by name (the host searches the
 * server as the builder types); the definition stores their ids. Ids already picked are named by
 * the same search, so a stored definition shows names, not ids.
 */
export function RecipientPicker({ type, label, value, search, onChange }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<WarningDesignerOption[]>([]);
  // Why the list is empty when the search failed: an empty list would read as "the tenant has none".
  const [problem, setProblem] = useState<string>();
  const [named, setNamed] = useState<WarningDesignerOption[]>([]);
  const idsKey = value.join(',');
  useEffect(() => {
    if (!search) return undefined;
    let isCurrent = true;
    // A short pause lets typing settle before the server is asked.
    const timer = setTimeout(() => {
      search(type, { keyword: keyword || undefined }).then(
        (options) => { if (isCurrent) { setFound(options); setProblem(undefined); } },
        (error: unknown) => { if (isCurrent) { setFound([]); setProblem(error instanceof Error ? error.message : String(error)); } },
      );
    }, keyword ? 250 : 0);
    return () => { isCurrent = false; clearTimeout(timer); };
  }, [search, type, keyword]);
  useEffect(() => {
    if (!search || !idsKey) return undefined;
    let isCurrent = true;
    search(type, { ids: idsKey.split(',') }).then((options) => isCurrent && setNamed(options), () => undefined);
    return () => { isCurrent = false; };
  }, [search, type, idsKey]);
  const options = useMemo(() => {
    const byId = new Map<string, WarningDesignerOption>();
    for (const option of [...named, ...found]) byId.set(option.value, option);
    // An id nothing names (removed since, or of another tenant) still shows, so it can be taken out.
    for (const id of value) if (!byId.has(id)) byId.set(id, { value: id, label: id });
    return [...byId.values()];
  }, [named, found, value]);
  return (
    <Select aria-label={label} mode="multiple" showSearch={{ filterOption: false, onSearch: setKeyword }} value={value} options={options}
      notFoundContent={problem ? t('designer.warning.recipients.loadFailed', { reason: problem }) : t('designer.warning.recipients.nothingFound')}
      onChange={(ids: string[]) => { setKeyword(''); onChange(ids); }} style={{ width: '100%' }} />
  );
}
