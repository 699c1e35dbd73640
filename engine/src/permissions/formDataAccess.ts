import { anyPermission } from './combinePermissionResults';
import type { PermissionResult } from './types';

/**
 * What a caller may do with a form's records (spec §6). `import…` are the three modes of a list
 * import by business key; `batchModify` is the list's online modification.
 */
export const formDataOperations = ['read', 'create', 'update', 'delete', 'copy', 'logs', 'export', 'importAdd', 'importModify', 'importDelete', 'batchModify'] as const;
export type FormDataOperation = (typeof formDataOperations)[number];

/** A view button as far as access is concerned: what it opens and the permission it declares. */
export interface FormDataButton {
  openType: string;
  /** The button permission `pageCode:permission`; a button without one is open to the view's holders. */
  permission?: string;
  /** The form an add, edit or open-form button opens, when it names one. */
  linkForm?: string;
}

/** One way the caller reaches the form's records, with the rows that way shows (its menus' data rules). */
export type FormDataEntryPoint =
  /** A granted form page (form add tab) of the form: a new record, then the same record in edit mode. */
  | { kind: 'formPage'; code: string; rowFilter: PermissionResult }
  /** A view the caller may read, over the form's table: its buttons decide the operations. */
  | { kind: 'view'; code: string; buttons: ReadonlyArray<FormDataButton>; rowFilter: PermissionResult };

/** The caller's grants on one form. */
export type FormDataGrants =
  /** The platform operator or a tenant administrator: every record, every operation. */
  | { basis: 'administrator' }
  /** A visitor session: only its own page's form, and only to submit a new record. */
  | { basis: 'visitor'; isOwnForm: boolean }
  /** A role user: the entry points they hold, and the button permissions they hold. */
  | { basis: 'roles'; formCode: string; entryPoints: ReadonlyArray<FormDataEntryPoint>; heldPermissions: ReadonlySet<string> };

// The operations a form page offers: it creates a record and then shows it for editing (with its log).
const formPageOperations: ReadonlySet<FormDataOperation> = new Set(['read', 'create', 'update', 'logs']);

// The view button kinds (`openType`) that offer each operation. Reading needs no button: the view lists the rows.
const buttonsFor: Readonly<Record<Exclude<FormDataOperation, 'read' | 'logs'>, ReadonlyArray<string>>> = {
  create: ['add', 'openForm'],
  update: ['edit'],
  delete: ['delete', 'batchDelete'],
  copy: ['copy'],
  export: ['exportXls'],
  importAdd: ['importXls'],
  importModify: ['importXls'],
  importDelete: ['importXls'],
  batchModify: ['handleOnlineModify'],
};

/** Whether a view button offers the operation on this form: an open-form button only when it opens this form. */
function offers(button: FormDataButton, operation: FormDataOperation, formCode: string | undefined): boolean {
  if (operation === 'read' || operation === 'logs') return false;
  if (!buttonsFor[operation].includes(button.openType)) return false;
  return button.openType !== 'openForm' || button.linkForm === formCode;
}

/**
 * Whether a view offers an operation to a caller who may read the view: reading (and the log) to
 * every holder; anything else through a button of that kind whose permission, when it declares
 * one, the caller holds. The same decision for a view's own export or import as for its records.
 */
export function viewOffers(buttons: ReadonlyArray<FormDataButton>, operation: FormDataOperation, heldPermissions: ReadonlySet<string>, formCode?: string): boolean {
  if (operation === 'read' || operation === 'logs') return true;
  return buttons.some((button) => offers(button, operation, formCode) && (!button.permission || heldPermissions.has(button.permission)));
}

/**
 * Which of a form's records the caller may reach with an operation: `false` none, `true` all, or a
 * filter the server compiles into SQL and the renderer uses to hide controls. A role user's answer
 * is the OR, over the entry points that offer the operation, of each one's row filter: a view
 * offers reading to its holders and every other operation through a button of that kind whose
 * permission (if it declares one) the caller holds; a form page offers creating, reading, editing
 * and the log. A create's filter is the rows the caller may create: the server checks the new
 * record against it after the write, in the same transaction (a record the caller could not see
 * afterwards is refused), so nobody creates records outside their own data rules.
 */
export function formDataAccess(grants: FormDataGrants, operation: FormDataOperation): PermissionResult {
  if (grants.basis === 'administrator') return true;
  if (grants.basis === 'visitor') return grants.isOwnForm && operation === 'create';
  const allowing = grants.entryPoints.filter((entry) => (entry.kind === 'formPage' ? formPageOperations.has(operation) : viewOffers(entry.buttons, operation, grants.heldPermissions, grants.formCode)));
  return anyPermission(...allowing.map((entry) => entry.rowFilter));
}

/** The operations allowed at all (on at least some records), for hiding controls. */
export function allowedFormDataOperations(grants: FormDataGrants): FormDataOperation[] {
  return formDataOperations.filter((operation) => formDataAccess(grants, operation) !== false);
}
