import type { Language } from '../i18n/types';
import { translationSuffix } from './localiseDefinition';

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function updateAt(node: unknown, segments: readonly string[], update: (parent: Record<string, unknown>, key: string) => Record<string, unknown>): unknown {
  if (segments.length === 0 || typeof node !== 'object' || node === null) return node;
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(node)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= node.length) return node;
    const copy = [...node];
    copy[index] = updateAt(node[index], rest, update);
    return copy;
  }
  const record = node as Record<string, unknown>;
  if (rest.length === 0) return update(record, head);
  if (!(head in record)) return node;
  return { ...record, [head]: updateAt(record[head], rest, update) };
}

/**
 * The definition with one translation of the text at `path` (a `BuilderText` path) set, or removed
 * when `value` is blank; a translations object left empty is dropped, so a definition whose
 * translations were all cleared is written exactly as before. Pure: the input is not changed.
 */
export function setTranslation<T>(definition: T, path: string, language: Language, value: string): T {
  const segments = path.split('/').slice(1).map(unescapePointer);
  return updateAt(definition, segments, (parent, key) => {
    const translationsKey = key + translationSuffix;
    const current = (parent[translationsKey] ?? {}) as Partial<Record<Language, string>>;
    const next: Partial<Record<Language, string>> = { ...current };
    if (value.trim()) next[language] = value;
    else delete next[language];
    const copy = { ...parent };
    if (Object.keys(next).length > 0) copy[translationsKey] = next;
    else delete copy[translationsKey];
    return copy;
  }) as T;
}
