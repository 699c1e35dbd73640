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

/** The records an import may touch, per its rows: those a business key may find, and those an added row must be. */
export interface ImportScopes {
  /** The caller's access answer for modifying or deleting (their data rules): what a business key finds. */
  keyScope: PermissionResult;
  /** Their answer for adding: a row added outside it is refused (`formData/outside-data-rule`). */
  addScope: PermissionResult;
}

/**
 * Whether the caller may import into the form with this import type (403 otherwise), and which
 * records its rows may find and add (their data rules), resolved now and kept with a background
 * run, whose jobs have no session.
 */
export async function importScopes(ctx: AppContext, who: Caller, formCode: string, action: ImportAction): Promise<ImportScopes> {
  const grants = await formDataGrants(ctx, who, formCode);
  const answers = operationsOf[action].map((operation) => formDataAccess(grants, operation));
  if (answers.some((answer) => answer === false)) throw accessDenied();
  const addScope = action === 'add' || action === 'addOrModify' ? formDataAccess(grants, 'importAdd') : true;
  const keyScope = action === 'add' ? true : formDataAccess(grants, action === 'delete' ? 'importDelete' : 'importModify');
  return { keyScope, addScope };
}
