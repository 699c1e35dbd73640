import type { HttpConfigRecord, PackageBinding } from '@wharf/schemas';

/**
 * Environment values never travel in a package (issue 19 point 2): where an HTTP config holds a
 * connection detail or a secret, the exported record holds a `{{binding:NAME}}` placeholder and the
 * package lists NAME in `bindings`, to be bound at import. The URL's scheme and path are the app's
 * and travel; its authority (host, port, user info) is the environment's, so it is bound inside the
 * URL, which keeps the record valid against its schema (`https://{{binding:HTTP_RATES_HOST}}/api`).
 * Header values are bound whole, except the content-negotiation headers below, which are never secret.
 * (SQL configs run on the tenant's own database and hold no connection details; there are no
 * message channel records yet.)
 */

/** Headers whose values describe the content, never an identity or a secret. */
const publicHeaders = new Set(['accept', 'accept-language', 'accept-encoding', 'content-type']);

const placeholderPattern = /^\{\{binding:([A-Z][A-Z0-9_]*)\}\}$/;
const urlPattern = /^(https?:\/\/)([^/?#]*)(.*)$/is;

/** The text that stands for a binding in an exported record. */
export const bindingPlaceholder = (name: string): string => `{{binding:${name}}}`;

/** The binding a value already stands for (a record installed from a package keeps its placeholder), or undefined. */
export function placeholderName(value: string): string | undefined {
  return placeholderPattern.exec(value)?.[1];
}

/** `currency_rates` + `HOST` → `HTTP_CURRENCY_RATES_HOST`: upper case, anything else than letters and digits as `_`. */
export function bindingName(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].map((part) => part.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '')).filter(Boolean).join('_');
}

/** A JSON Pointer segment (RFC 6901). */
const pointerSegment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** An HTTP config as exported (environment values replaced by placeholders) and the bindings it needs. */
export interface UnboundRecord<T> {
  record: T;
  bindings: PackageBinding[];
}

/** The HTTP config with its URL's authority and its non-public header values bound (pure). */
export function unbindHttpConfig(config: HttpConfigRecord): UnboundRecord<HttpConfigRecord> {
  const bindings: PackageBinding[] = [];
  const target = (field: string) => [{ kind: 'httpConfig' as const, code: config.httpCode, field }];
  const record: HttpConfigRecord = { ...config };
  const url = urlPattern.exec(config.httpUrl);
  if (url && url[2]) {
    const [, scheme, authority, rest] = url;
    const name = placeholderName(authority!) ?? bindingName('HTTP', config.httpCode, 'HOST');
    record.httpUrl = `${scheme}${bindingPlaceholder(name)}${rest}`;
    bindings.push({ name, description: `Host (and port) of the HTTP config ${config.httpCode} (${config.httpName})`, targets: target('/httpUrl') });
  }
  if (config.header) {
    const header: Record<string, string> = {};
    for (const [key, value = ''] of Object.entries(config.header)) {
      if (publicHeaders.has(key.toLowerCase())) {
        header[key] = value;
        continue;
      }
      const name = placeholderName(value) ?? bindingName('HTTP', config.httpCode, 'HEADER', key);
      header[key] = bindingPlaceholder(name);
      bindings.push({ name, description: `Header ${key} of the HTTP config ${config.httpCode} (${config.httpName})`, targets: target(`/header/${pointerSegment(key)}`) });
    }
    record.header = header;
  }
  return { record, bindings };
}

/**
 * Merges bindings of one name (two configs sharing a host binding, say) into one entry with every
 * target, ordered by name; targets keep their order.
 */
export function mergeBindings(bindings: readonly PackageBinding[]): PackageBinding[] {
  const byName = new Map<string, PackageBinding>();
  for (const binding of bindings) {
    const known = byName.get(binding.name);
    if (known) known.targets = [...known.targets, ...binding.targets];
    else byName.set(binding.name, { ...binding, targets: [...binding.targets] });
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
