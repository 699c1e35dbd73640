import { commonSchema, type CompiledValidatorError } from '@wharf/schemas';
import type { IssueDraft } from './types';

const commonDefs = commonSchema.$defs as Record<string, { pattern?: string }>;
const codePattern = commonDefs.code?.pattern;
const fieldCodePattern = commonDefs.fieldCode?.pattern;

function join(path: string, property: unknown): string {
  return `${path}/${String(property).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function lastSegment(path: string): string {
  const segment = path.slice(path.lastIndexOf('/') + 1);
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** One schema error as an issue draft, or undefined when another error already says it. */
function draftFromError(error: CompiledValidatorError): IssueDraft | undefined {
  const path = error.instancePath;
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: join(path, p.missingProperty), code: 'validation/required', args: [p.missingProperty] };
    case 'additionalProperties':
      return { path: join(path, p.additionalProperty), code: 'validation/unknown-property', args: [p.additionalProperty] };
    case 'type':
      return { path, code: 'validation/type', args: [p.type] };
    case 'enum':
      return { path, code: 'validation/enum', args: [(p.allowedValues as unknown[] | undefined)?.join(', ')] };
    case 'const':
      return { path, code: 'validation/const', args: [JSON.stringify(p.allowedValue)] };
    case 'pattern':
      // The shared code patterns get their own message: it tells the builder the rule, not the regex.
      if (p.pattern === fieldCodePattern) return { path, code: 'validation/field-code-format' };
      if (p.pattern === codePattern) return { path, code: 'validation/code-format' };
      return { path, code: 'validation/pattern' };
    case 'not':
      // Only field codes use `not` (warn_status / warnStatus are reserved).
      return { path, code: 'validation/reserved-name', args: [lastSegment(path)] };
    case 'minLength':
      return { path, code: p.limit === 1 ? 'validation/required' : 'validation/min-length', args: [p.limit === 1 ? lastSegment(path) : p.limit] };
    case 'maxLength':
      return { path, code: 'validation/max-length', args: [p.limit] };
    case 'minimum':
    case 'exclusiveMinimum':
      return { path, code: 'validation/minimum', args: [p.limit] };
    case 'maximum':
    case 'exclusiveMaximum':
      return { path, code: 'validation/maximum', args: [p.limit] };
    case 'minItems':
      return { path, code: 'validation/min-items', args: [p.limit] };
    case 'maxItems':
      return { path, code: 'validation/max-items', args: [p.limit] };
    case 'maxProperties':
      return { path, code: 'validation/max-properties', args: [p.limit] };
    case 'minProperties':
      return { path, code: 'validation/required', args: [lastSegment(path)] };
    case 'oneOf':
      return { path, code: 'validation/one-of' };
    case 'if':
      // The failing `then` already produced its own error.
      return undefined;
    default:
      return { path, code: 'validation/invalid' };
  }
}

/**
 * Turns ajv-shaped errors into issue drafts. The branch errors of a failed `oneOf`/`anyOf` explain
 * why each alternative did not fit; they are replaced by the one error about the alternatives.
 */
export function issuesFromSchemaErrors(errors: readonly CompiledValidatorError[]): IssueDraft[] {
  const alternatives = errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath);
  const isBranchError = (e: CompiledValidatorError) =>
    e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && alternatives.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
  const drafts: IssueDraft[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (isBranchError(error)) continue;
    const draft = draftFromError(error);
    if (!draft) continue;
    const key = `${draft.path}\u0000${draft.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drafts.push(draft);
  }
  return drafts;
}
