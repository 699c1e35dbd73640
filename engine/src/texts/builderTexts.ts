import { allSchemas, type LocalisedText } from '@wharf/schemas';
import { defaultLanguage, languages, type Language } from '../i18n/types';
import { translationSuffix } from './localiseDefinition';

/** One translatable text of a definition, and the languages it still lacks. */
export interface BuilderText {
  /** JSON Pointer of the text (`/fields/0/title`); its translations sit at the same path plus `I18n`. */
  path: string;
  /** The text's property name (`title`, `colName`, `buttonName`…). */
  name: string;
  /** The code of the part that holds it (a field's colCode, a button's code…), when it has one; none for the definition's own name. */
  owner?: string;
  text: string;
  translations: LocalisedText | undefined;
  /** Languages with neither a translation nor, for the default language, the main text itself. */
  missing: Language[];
}

function collectTextNames(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectTextNames(item, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const properties = (node as { properties?: unknown }).properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const name of Object.keys(properties)) {
      if (name.endsWith(translationSuffix) && name.length > translationSuffix.length) into.add(name.slice(0, -translationSuffix.length));
    }
  }
  for (const value of Object.values(node)) collectTextNames(value, into);
}

let textNames: ReadonlySet<string> | undefined;

/**
 * Names of the properties that are builder texts: those the schemas give an `<name>I18n` sibling.
 * Read from the schemas, so a text made translatable there is counted here without a second list;
 * read on first use, so a bundle that only localises never walks the schemas.
 */
export function translatableTextNames(): ReadonlySet<string> {
  if (!textNames) {
    const names = new Set<string>();
    collectTextNames(allSchemas, names);
    textNames = names;
  }
  return textNames;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Which languages a text lacks. The main text is taken as the default language's (zh_CN), as
 * `displayText` falls back to it; every other language needs its own translation.
 */
export function missingLanguages(text: string, translations: LocalisedText | undefined): Language[] {
  if (!text.trim()) return [];
  return languages.filter((language) => language !== defaultLanguage && !translations?.[language]?.trim());
}

/** Properties that name the part holding a text, in the order they are looked for. */
const ownerCodes = ['colCode', 'buttonCode', 'parameterKey', 'tableName', 'itemId', 'filterId', 'widgetId', 'key', 'viewCode', 'value'];

function walk(node: unknown, path: string, names: ReadonlySet<string>, into: BuilderText[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${path}/${index}`, names, into));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const at = `${path}/${escapePointer(key)}`;
    if (typeof value === 'string' && names.has(key) && value.trim()) {
      const translations = record[key + translationSuffix] as LocalisedText | undefined;
      const owner = ownerCodes.map((code) => record[code]).find((code) => typeof code === 'string' || typeof code === 'number');
      into.push({ path: at, name: key, ...(owner === undefined || path === '' ? {} : { owner: String(owner) }), text: value, translations, missing: missingLanguages(value, translations) });
    } else if (typeof value === 'object') walk(value, at, names, into);
  }
}

/**
 * Every non-empty builder text of a definition (field titles, column names, buttons, placeholders,
 * messages…) with what it lacks, in document order. The designers show the count of texts still
 * missing a language and a marker beside each.
 */
export function builderTexts(definition: unknown): BuilderText[] {
  const found: BuilderText[] = [];
  walk(definition, '', translatableTextNames(), found);
  return found;
}

/** How many texts of a definition still lack at least one language. */
export function untranslatedTextCount(definition: unknown): number {
  return builderTexts(definition).filter((text) => text.missing.length > 0).length;
}
