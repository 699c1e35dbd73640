import { isAbsolute, relative, resolve } from 'node:path';

/** Where a task's file is kept, relative to the data folder: one folder per tenant, named by the task. */
export function exportRelativePath(tenantId: string, taskId: string): string {
  return `exports/${tenantId}/${taskId}.xlsx`;
}

/**
 * The absolute path of a stored relative path, refused (undefined) unless it lies inside the data
 * folder's `exports/`: stored paths are written by the server only, this keeps a damaged row from
 * pointing anywhere else.
 */
export function exportAbsolutePath(dataDir: string, stored: string): string | undefined {
  const root = resolve(dataDir, 'exports');
  const absolute = resolve(dataDir, stored);
  const inside = relative(root, absolute);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? absolute : undefined;
}
