import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UserOption } from '../../api/bpmTypes';
import { useBpmApi } from './useBpm';

interface UserPickerProps {
  value?: string | string[];
  onChange?(value: string | string[]): void;
  isMultiple?: boolean;
  testId?: string;
  /** Names of users already chosen (an edited delegation), so the select shows names, not ids. */
  known?: readonly UserOption[];
}

/** Users of the tenant found by name as one types (transfer, delegate, add signer, delegation). */
export function UserPicker({ value, onChange, isMultiple, testId, known = [] }: UserPickerProps) {
  const api = useBpmApi();
  const [options, setOptions] = useState<UserOption[]>([...known]);
  const [isSearching, setIsSearching] = useState(false);
  const latest = useRef(0);
  const search = (keyword: string) => {
    const ticket = ++latest.current;
    setIsSearching(true);
    api.users(keyword).then(
      (found) => ticket === latest.current && setOptions(found),
      () => undefined,
    ).finally(() => ticket === latest.current && setIsSearching(false));
  };
  // The first page of users before anything is typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(''), []);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: search }}
      mode={isMultiple ? 'multiple' : undefined}
      value={value}
      onChange={onChange}
      notFoundContent={isSearching ? <Spin size="small" /> : undefined}
      options={options.map((user) => ({ value: user.userId, label: user.name }))}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
