import type { FormField } from '@wharf/schemas';
import { useEffect, useMemo, useState } from 'react';
import { fixedOptions, optionSourceKey } from '../optionSource';
import { useFormRuntime } from '../runtimeContext';
import type { OptionItem } from '../types';

export interface OptionsState {
  options: OptionItem[];
  loading: boolean;
  failed: boolean;
}

/**
 * A choice field's options: its fixed list (taken from the field as rendered, so a language switch,
 * which localises the field anew, relabels them), or its dictionary / SQL config / HTTP config
 * loaded once per form.
 */
export function useOptions(field: FormField): OptionsState {
  const runtime = useFormRuntime();
  const key = optionSourceKey(field);
  const fixed = useMemo<OptionsState>(() => ({ options: fixedOptions(field), loading: false, failed: false }), [field]);
  const [state, setState] = useState<OptionsState>(() => ({ options: [], loading: key !== undefined, failed: false }));
  useEffect(() => {
    if (!key) return;
    let live = true;
    runtime.options.load(key).then(
      (options) => live && setState({ options, loading: false, failed: false }),
      () => live && setState({ options: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [runtime, key]);
  return key ? state : fixed;
}

/** The labels of the chosen values (unknown values shown as they are). */
export function labelsOf(values: readonly unknown[], options: readonly OptionItem[]): string[] {
  const byValue = new Map(options.map((option) => [option.value, option.label]));
  return values.map((value) => byValue.get(String(value)) ?? String(value));
}
