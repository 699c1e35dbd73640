import { allSchemas, definitionSchemas, type DefinitionKind, type JsonSchemaDocument, type LocalisedText } from '@wharf/schemas';
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

type SchemaNode = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

let documentsByFile: Map<string, JsonSchemaDocument> | undefined;

/** The schema document of a file name (`common.schema.json`), for `$ref`s across files; indexed on first use. */
function documentOf(file: string): JsonSchemaDocument | undefined {
  documentsByFile ??= new Map(allSchemas.map((document) => [document.$id.slice(document.$id.lastIndexOf('/') + 1), document]));
  return documentsByFile.get(file);
}

/** Follows `$ref`s (`#/$defs/x` in the same document, `file.schema.json#/$defs/x` in another) to the node they name. */
function resolve(node: unknown, document: JsonSchemaDocument): { node: SchemaNode; document: JsonSchemaDocument } | undefined {
  let current = node;
  let currentDocument = document;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops += 1) {
    const [file, pointer = ''] = current.$ref.split('#');
    if (file) currentDocument = documentOf(file) ?? currentDocument;
    current = pointer.split('/').slice(1).reduce<unknown>((at, segment) => (isObject(at) ? at[segment] : undefined), currentDocument);
  }
  return isObject(current) ? { node: current, document: currentDocument } : undefined;
}

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

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Walks the data beside its schema: a string is a builder text where the schema gives it an `<name>I18n` sibling. */
function walk(value: unknown, schema: { node: SchemaNode; document: JsonSchemaDocument }, path: string, into: BuilderText[]): void {
  if (Array.isArray(value)) {
    const items = resolve(schema.node.items, schema.document);
    if (items) value.forEach((item, index) => walk(item, items, `${path}/${index}`, into));
    return;
  }
  if (!isObject(value) || !isObject(schema.node.properties)) return;
  const properties = schema.node.properties;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${escapePointer(key)}`;
    if (typeof item === 'string') {
      if (!(key + translationSuffix in properties) || !item.trim()) continue;
      const translations = value[key + translationSuffix] as LocalisedText | undefined;
      const owner = path === '' ? undefined : ownerCodes.map((code) => value[code]).find((code) => typeof code === 'string' || typeof code === 'number');
      into.push({ path: at, name: key, ...(owner === undefined ? {} : { owner: String(owner) }), text: item, translations, missing: missingLanguages(item, translations) });
    } else if (typeof item === 'object' && item !== null && !key.endsWith(translationSuffix)) {
      const below = resolve(properties[key], schema.document);
      if (below) walk(item, below, at, into);
    }
  }
}

/**
 * Every non-empty builder text of a definition of `kind` (field titles, column names, buttons,
 * placeholders, messages, option labels…) with what it lacks, in document order: the strings its
 * schema gives an `<name>I18n` sibling, so a text made translatable there is listed here without a
 * second list. The designers show the count of texts still missing a language and a marker beside each.
 */
export function builderTexts(kind: DefinitionKind, definition: unknown): BuilderText[] {
  const found: BuilderText[] = [];
  const root = definitionSchemas[kind];
  walk(definition, { node: root, document: root }, '', found);
  return found;
}

/** How many texts of a definition still lack at least one language. */
export function untranslatedTextCount(kind: DefinitionKind, definition: unknown): number {
  return builderTexts(kind, definition).filter((text) => text.missing.length > 0).length;
}
