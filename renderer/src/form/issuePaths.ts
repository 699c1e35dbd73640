import type { ValidationIssue } from '@wharf/engine';

/**
 * The field path of an issue as the form keys it: `/<colCode>` or `/<table>/<row>/<colCode>`. The form
 * data API reports under `/data/…`; the engine's rules report without it.
 */
export function fieldPathOf(issuePath: string): string {
  return issuePath.startsWith('/data/') ? issuePath.slice(5) : issuePath;
}

/** Issues keyed by field path, the first message of each path kept. */
export function issuesByPath(issues: readonly ValidationIssue[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of issues) {
    const path = fieldPathOf(issue.path);
    if (!(path in byPath)) byPath[path] = issue.message;
  }
  return byPath;
}

export const fieldPath = (colCode: string) => `/${colCode}`;
export const cellPath = (tableName: string, row: number, colCode: string) => `/${tableName}/${row}/${colCode}`;
