import { formDataAccess, type FormDataOperation, type PermissionResult } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { accessDenied } from '../../http/errors';
import type { ImportAction } from '../import/writeSheetRows';
import { formDataGrants } from './formDataGrants';

// What each import type does to the form's records (spec §3 importType).
const operationsOf: Readonly<Record<ImportAction, readonly FormDataOperation[]>> = {
  add: ['importAdd'],
  modify: ['importModify'],
  delete: ['importDelete'],
  addOrModify: ['importAdd', 'importModify'],
};

/**
 * Whether the caller may import into the form with this import type (403 otherwise), and which
 * records its business key may find: the caller's access answer for modifying or deleting (their
 * data rules), resolved now and kept with a background run, whose jobs have no session.
 */
export async function importKeyScope(ctx: AppContext, who: Caller, formCode: string, action: ImportAction): Promise<PermissionResult> {
  const grants = await formDataGrants(ctx, who, formCode);
  const answers = operationsOf[action].map((operation) => formDataAccess(grants, operation));
  if (answers.some((answer) => answer === false)) throw accessDenied();
  if (action === 'add') return true;
  return formDataAccess(grants, action === 'delete' ? 'importDelete' : 'importModify');
}
