/**
 * A button's out-parameter value as query text: several rows' values (isMultiple) comma-joined, as
 * the list's own filters send lists; no value is an empty text.
 */
export function parameterText(value: unknown): string {
  if (Array.isArray(value)) return value.map(parameterText).join(',');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The out-parameters as query values (parameterKey → text). */
export function parameterQuery(parameters: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key, parameterText(value)]));
}
