import type { Request } from 'express';
import { defaultLanguage, isLanguage, type Language } from '@wharf/engine';

/**
 * The language of the messages in a response: the `lang` query parameter, else the
 * `secLang` header (spec §7), else the default zh_CN. Unknown values fall back silently.
 */
export function requestLanguage(req: Request): Language {
  const fromQuery = typeof req.query.lang === 'string' ? req.query.lang.replace('-', '_') : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromHeader = req.get('secLang')?.replace('-', '_');
  if (isLanguage(fromHeader)) return fromHeader;
  return defaultLanguage;
}
