import { isAbsolute, relative, resolve } from 'node:path';

/** Where a run's uploaded file is kept, relative to the data folder: one folder per tenant, named by the run. */
export function runRelativePath(tenantId: string, runId: string, format: 'xlsx' | 'csv' = 'xlsx'): string {
  return `imports/${tenantId}/${runId}.${format}`;
}

/**
 * The absolute path of a stored relative path, refused (undefined) unless it lies inside the data
 * folder's `imports/`: stored paths are written by the server only; this keeps a damaged row from
 * pointing anywhere else.
 */
export function runAbsolutePath(dataDir: string, stored: string): string | undefined {
  const root = resolve(dataDir, 'imports');
  const absolute = resolve(dataDir, stored);
  const inside = relative(root, absolute);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? absolute : undefined;
}
