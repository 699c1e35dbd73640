import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { envelopeSchema } from './envelope';
import { documentedResults } from './routeResults';

/**
 * Checks an answer against the documented result schema of its route (tests only: it compiles
 * schemas at run time, which the browser's CSP forbids; not exported from the package's index).
 */

const ajv = new Ajv2020({ allErrors: true, strict: false });
// ajv-formats is CommonJS: its function is the default import under a bundler, `.default` under Node's ESM.
const withFormats = ((addFormats as unknown as { default?: unknown }).default ?? addFormats) as (ajv: Ajv2020) => unknown;
withFormats(ajv);
const routes = Object.entries(documentedResults).map(([key, result]) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { key, method, pattern, result, validate: undefined as ValidateFunction | undefined };
});

/** The documented operation a call reaches (`METHOD /api/path/{param}`), if it has a result schema. */
export function documentedOperationOf(method: string, path: string): string | undefined {
  return routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(path))?.key;
}

/** Why an envelope (`{ success, message, code, result, timestamp }`) does not match the call's documented answer; `[]` when it does or nothing is documented. */
export function answerProblems(method: string, path: string, body: unknown): string[] {
  const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  if (!route) return [];
  route.validate ??= ajv.compile(envelopeSchema(route.result));
  return route.validate(body) ? [] : (route.validate.errors ?? []).map((error) => `${route.key}: ${error.instancePath || '/'} ${error.message ?? ''}`);
}
