/**
 * Whether a failed call's body carries field issues a form can show next to its fields: a
 * non-empty `result.issues` (form data rules) or `result.errors` (request validation).
 */
export function carriesFieldIssues(body: unknown): boolean {
  const result = (body as { result?: { issues?: unknown; errors?: unknown } | null } | null | undefined)?.result;
  const list = result?.issues ?? result?.errors;
  return Array.isArray(list) && list.length > 0;
}
