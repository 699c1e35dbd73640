import type { FormField } from '@wharf/schemas';
import type { FormServices, OptionItem } from './types';

/** Where a choice field's options come from, as a cache key; undefined for a fixed list or none. */
export function optionSourceKey(field: FormField): string | undefined {
  const config = field.showConfig;
  if (config?.dictOption) return `dict:${config.dictOption.dictCode}`;
  if (config?.sqlConfig) return `sql:${config.sqlConfig.sqlCode}`;
  if (config?.httpConfig) return `http:${config.httpConfig.httpCode}`;
  return undefined;
}

/** A fixed option list of the definition, as options. */
export function fixedOptions(field: FormField): OptionItem[] {
  return (field.showConfig?.options ?? []).map((option) => ({ value: String(option.value), label: option.label }));
}

/**
 * Loads option lists once per form (a dictionary used by ten fields and a sub-table column is asked
 * for once); a failed load is forgotten so the next field can retry.
 */
export class OptionSource {
  private readonly cache = new Map<string, Promise<OptionItem[]>>();

  constructor(private services: FormServices) {}

  /** Takes the latest services (a parent may pass a new object on every render; the cache stays). */
  setServices(services: FormServices): void {
    this.services = services;
  }

  load(key: string): Promise<OptionItem[]> {
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.fetch(key);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  /** The values of a dictionary, for the rules' dictionary-membership check. */
  dictionaryValues = async (dictCode: string): Promise<string[]> => (await this.load(`dict:${dictCode}`)).map((option) => option.value);

  private async fetch(key: string): Promise<OptionItem[]> {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const code = key.slice(colon + 1);
    if (kind === 'dict') return (await this.services.dictItems(code)).map((item) => ({ value: String(item.value), label: item.text }));
    if (kind === 'sql') return this.services.sqlOptions ? this.services.sqlOptions(code) : [];
    if (kind === 'http') return this.services.httpOptions ? this.services.httpOptions(code) : [];
    return [];
  }
}
