import type { IncomingMessage } from 'node:http';
import { AppError } from './errors';

/**
 * How deeply a JSON request body may nest. The deepest body the product itself sends is an app
 * package (12 levels: app → definitions → form → groups → fields → options …); 64 leaves five times
 * that for hand-written definitions and condition trees, while a body nested thousands deep — which
 * made recursive validators and jsonb writes fail with a 500 — is refused before it is parsed.
 */
export const maxJsonDepth = 64;

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * The deepest nesting of arrays and objects in a JSON text, counting brackets outside strings.
 * One pass over the bytes, no allocation; it stops as soon as `limit` is passed. Malformed text is
 * left to the JSON parser (this only measures). UTF-8 is scanned as bytes: no byte of a multi-byte
 * character is ASCII, so quotes and brackets are never mistaken.
 */
export function jsonDepthExceeds(text: Uint8Array | string, limit: number): boolean {
  const codeAt = typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i] ?? 0;
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = codeAt(i);
    if (isInString) {
      if (code === backslash) i += 1;
      else if (code === quote) isInString = false;
    } else if (code === quote) {
      isInString = true;
    } else if (code === openBrace || code === openBracket) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === closeBrace || code === closeBracket) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * `express.json`'s `verify` hook: refuses a body nested deeper than {@link maxJsonDepth} with a 400
 * (`request/json-too-deep`) before `JSON.parse` runs. body-parser keeps the status of the error it
 * is given, and the error middleware answers an AppError with its translated message.
 */
export function verifyJsonDepth(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  const isUtf8 = /^utf-?8$/i.test(encoding);
  const text = isUtf8 ? body : new TextDecoder(encoding).decode(body);
  if (jsonDepthExceeds(text, maxJsonDepth)) {
    throw new AppError(400, 'request/json-too-deep', [maxJsonDepth]);
  }
}
