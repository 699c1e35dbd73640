/**
 * Secrets that must never reach a log line, whatever logs them (our errors, a driver's, a library's):
 * a `password '…'` clause of a role statement (knex and PostgreSQL's own log repeat the statement),
 * and the password part of a connection string.
 */
const secretPatterns: Array<[RegExp, string]> = [
  [/(password\s+)'(?:[^']|'')*'/gi, "$1'[redacted]'"],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*:)[^@\s/]*@/gi, '$1[redacted]@'],
];

/** The text with every secret the patterns know replaced. */
export function redactText(text: string): string {
  return secretPatterns.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** Fields whose value is a secret whatever it looks like (a pg client's `connectionParameters.password`…). */
const secretKey = /pass(word|wd)?$|secret|token$/i;

/** Objects nested deeper than this are not written: they are library internals, not worth a secret's risk. */
const maxDepth = 8;

/**
 * A copy of a log argument with secrets redacted: in its strings, and every field named like a
 * password or secret. Errors become plain objects of their type, message, stack and own fields (as
 * pino's error serializer would write them). Depth-limited, so a cycle cannot hang the logger.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > maxDepth) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (value instanceof Error) {
    const fields: Record<string, unknown> = { type: value.constructor.name, message: value.message, stack: value.stack };
    for (const [key, field] of Object.entries(value)) fields[key] = field;
    if (value.cause !== undefined) fields.cause = value.cause;
    return redactSecrets(fields, depth + 1);
  }
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, secretKey.test(key) && field !== undefined && field !== null ? '[redacted]' : redactSecrets(field, depth + 1)]));
}
