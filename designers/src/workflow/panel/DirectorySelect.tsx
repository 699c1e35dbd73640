import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { DirectoryOption, DirectorySource, WorkflowDirectory } from './types';

const loaded = new WeakMap<WorkflowDirectory, Partial<Record<DirectorySource, Promise<DirectoryOption[]>>>>();

/** One directory list, loaded once per directory object; a list that fails to load is offered empty. */
export function useDirectoryOptions(directory: WorkflowDirectory | undefined, source: DirectorySource | undefined): DirectoryOption[] {
  const [options, setOptions] = useState<DirectoryOption[]>([]);
  useEffect(() => {
    const load = source === undefined ? undefined : directory?.[source];
    if (!directory || !source || !load) {
      setOptions([]);
      return;
    }
    const cache = loaded.get(directory) ?? {};
    loaded.set(directory, cache);
    const promise = (cache[source] ??= load().catch(() => []));
    let isCurrent = true;
    void promise.then((list) => {
      if (isCurrent) setOptions(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [directory, source]);
  return options;
}

export interface DirectorySelectProps {
  label: string;
  value: readonly string[] | undefined;
  onChange(value: string[]): void;
  directory?: WorkflowDirectory;
  source?: DirectorySource;
  /** Fixed choices instead of a directory list (relation codes). */
  options?: readonly DirectoryOption[];
  /** One code only (a person to forward or escalate to). */
  single?: boolean;
  disabled?: boolean;
}

/**
 * Codes picked from a directory list, or typed when the list does not have them (yet). Codes already
 * in the definition that the list lacks are shown as they are, not dropped.
 */
export function DirectorySelect(props: DirectorySelectProps) {
  const fromDirectory = useDirectoryOptions(props.directory, props.source);
  const options = props.options ?? fromDirectory;
  const value = [...(props.value ?? [])];
  return (
    <Select
      mode="tags"
      aria-label={props.label}
      placeholder={props.label}
      style={{ width: '100%' }}
      disabled={props.disabled}
      value={value}
      maxCount={props.single ? 1 : undefined}
      tokenSeparators={[',', ' ']}
      showSearch={{ optionFilterProp: 'label' }}
      options={options.map((option) => ({ value: option.value, label: option.label === option.value ? option.value : `${option.label} (${option.value})` }))}
      onChange={(next: string[]) => props.onChange(props.single ? next.slice(-1) : [...new Set(next.map((code) => code.trim()).filter((code) => code !== ''))])}
    />
  );
}
