const placeholder = /\$\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}/g;

const htmlEscapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A warning template's subject or content with its `${name}` placeholders filled from `values`
 * (the record's columns and the rule's own names: ruleName, warningItemName, …). A name the values
 * lack becomes empty. With `escapeHtml` the values are escaped (email and site-message content is
 * HTML; the record's data must not become markup), the template's own text is kept as written.
 */
export function renderWarningTemplate(template: string, values: Readonly<Record<string, unknown>>, escapeHtml = false): string {
  return template.replace(placeholder, (_match, name: string) => {
    const filled = text(Object.hasOwn(values, name) ? values[name] : undefined);
    return escapeHtml ? filled.replace(/[&<>"']/g, (c) => htmlEscapes[c]!) : filled;
  });
}

/** The placeholder names a template uses, in order of first use (the designer lists them). */
export function templatePlaceholders(template: string): string[] {
  return [...new Set([...template.matchAll(placeholder)].map((match) => match[1]!))];
}
