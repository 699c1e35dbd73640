import { useEffect, useState } from 'react';

/** A choice of a picker: a code and what the builder reads. */
export interface CodeOption {
  code: string;
  name: string;
}

/** The options a picker loads once (none while loading, none when the load fails or is not offered). */
export function useCodeOptions(load: (() => Promise<CodeOption[]>) | undefined): CodeOption[] {
  const [options, setOptions] = useState<CodeOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    if (load) load().then((found) => isCurrent && setOptions(found), () => isCurrent && setOptions([]));
    return () => {
      isCurrent = false;
    };
  }, [load]);
  return options;
}

/** Select options for `options`, keeping `current` offered when it is not among them (a typed or removed code). */
export function selectOptions(options: readonly CodeOption[], current?: string): Array<{ value: string; label: string }> {
  const listed = options.map((option) => ({ value: option.code, label: option.name && option.name !== option.code ? `${option.name} (${option.code})` : option.code }));
  return current && !options.some((option) => option.code === current) ? [{ value: current, label: current }, ...listed] : listed;
}
