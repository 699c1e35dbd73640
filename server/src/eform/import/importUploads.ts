import type { ViewButton } from '@wharf/schemas';
import type { Request } from 'express';
import { accessDenied } from '../../http/errors';
import { holds, type HeldPermissions } from '../../platform/access/callerPermissions';

// What the list import (`routes.ts`) and the background import (`async/routes.ts`) both read from an upload.

/** The content type of an .xlsx file. */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The view code of the path, checked as every view route checks it. */
export { viewCodeOf } from '../views/viewCodeOf';

/** The import button's permission, when it declares one, must be held (as the export button's is). */
export const buttonCheck = (permissions: HeldPermissions) => (button: ViewButton) => {
  if (button.permission && !holds(permissions, button.permission)) throw accessDenied();
};

/** The uploaded file's name for messages and the details file: the query's, else the header's, else a default. */
export function uploadName(req: Request, fromQuery: string | undefined): string {
  const header = req.get('X-File-Name');
  let name = fromQuery ?? '';
  if (!name && header) {
    try {
      name = decodeURIComponent(header);
    } catch {
      name = header;
    }
  }
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\\/]/g, '').slice(0, 255) || 'import.xlsx';
}
