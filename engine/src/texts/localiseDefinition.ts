import type { TextDisplay } from './displayText';
import { displayText } from './displayText';

/** The suffix that marks a text's translations: `title` is translated by `titleI18n` (common.schema.json LocalisedText). */
export const translationSuffix = 'I18n';

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function localiseValue(value: Json, display: TextDisplay): Json {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = localiseValue(item, display);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, Json> | undefined;
  for (const [key, item] of Object.entries(value)) {
    let next = localiseValue(item, display);
    const translations = value[key + translationSuffix];
    if (typeof item === 'string' && isPlainObject(translations)) next = displayText(item, translations, display);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * The definition as the user reads it: every text that carries translations (`<name>` beside
 * `<name>I18n`) replaced by `displayText` for `display`. One rule for every kind, so a renderer that
 * draws the result shows field titles, column names, buttons, placeholders and rule messages in the
 * user's language without knowing where texts live. Parts without translations are returned as
 * they are (same objects), and so is the whole definition when nothing is translated.
 */
export function localiseDefinition<T>(definition: T, display: TextDisplay): T {
  return localiseValue(definition, display) as T;
}
