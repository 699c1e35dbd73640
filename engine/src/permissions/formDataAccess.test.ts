import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../conditions/types';
import { allowedFormDataOperations, formDataAccess, formDataOperations, viewOffers, type FormDataButton, type FormDataEntryPoint, type FormDataGrants } from './formDataAccess';

const imports: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'I' }] };
const own: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'createBy', operator: 'equal', value: 'ann' }] };

const listButtons: FormDataButton[] = [
  { openType: 'openForm', linkForm: 'dec_form', permission: 'dec_list_view:add' },
  { openType: 'batchDelete', permission: 'dec_list_view:delete' },
  { openType: 'exportXls' },
  { openType: 'importXls', linkForm: 'dec_head_import', permission: 'dec_list_view:import' },
  { openType: 'handleOnlineModify' },
  { openType: 'edit', linkForm: 'dec_form' },
];

function roleUser(entryPoints: FormDataEntryPoint[], held: string[] = []): FormDataGrants {
  return { basis: 'roles', formCode: 'dec_form', entryPoints, heldPermissions: new Set(held) };
}
const listView = (rowFilter: FormDataEntryPoint['rowFilter'] = true, buttons = listButtons): FormDataEntryPoint => ({ kind: 'view', code: 'dec_list_view', buttons, rowFilter });

describe('formDataAccess (spec §6: form data through held menus and view buttons)', () => {
  it('lets administrators do everything and a visitor only submit to its own page\'s form', () => {
    for (const operation of formDataOperations) expect(formDataAccess({ basis: 'administrator' }, operation)).toBe(true);
    expect(allowedFormDataOperations({ basis: 'visitor', isOwnForm: true })).toEqual(['create']);
    expect(allowedFormDataOperations({ basis: 'visitor', isOwnForm: false })).toEqual([]);
  });

  it('gives a role user without an entry point nothing', () => {
    expect(allowedFormDataOperations(roleUser([], ['dec_list_view:add', 'dec_list_view:delete']))).toEqual([]);
  });

  it('lets a view holder read, and do what the view\'s buttons offer: a button without a permission is open, one with a permission needs it', () => {
    expect(allowedFormDataOperations(roleUser([listView()]))).toEqual(['read', 'update', 'logs', 'export', 'batchModify']);
    expect(allowedFormDataOperations(roleUser([listView()], ['dec_list_view:add', 'dec_list_view:delete', 'dec_list_view:import'])))
      .toEqual(['read', 'create', 'update', 'delete', 'logs', 'export', 'importAdd', 'importModify', 'importDelete', 'batchModify']);
  });

  it('takes an open-form button as a create only of the form it opens', () => {
    const other = listView(true, [{ openType: 'openForm', linkForm: 'another_form' }]);
    expect(formDataAccess(roleUser([other]), 'create')).toBe(false);
    expect(formDataAccess(roleUser([listView(true, [{ openType: 'add' }])]), 'create')).toBe(true);
  });

  it('offers copy only through a copy button', () => {
    expect(formDataAccess(roleUser([listView()]), 'copy')).toBe(false);
    expect(formDataAccess(roleUser([listView(true, [{ openType: 'copy', permission: 'v:copy' }])], ['v:copy']), 'copy')).toBe(true);
  });

  it('lets a form page create, read, edit and show the log, but not delete, export or import', () => {
    expect(allowedFormDataOperations(roleUser([{ kind: 'formPage', code: 'dec_form', rowFilter: true }]))).toEqual(['read', 'create', 'update', 'logs']);
  });

  it('answers the entry point\'s data-rule filter, and the OR of the filters of every entry point that allows the operation', () => {
    expect(formDataAccess(roleUser([listView(imports)]), 'read')).toBe(imports);
    const both = roleUser([listView(imports), { kind: 'formPage', code: 'dec_form', rowFilter: own }]);
    expect(formDataAccess(both, 'read')).toEqual({ kind: 'group', match: 'or', children: [imports, own] });
    // Only the view deletes (with the button held), so only its rows may be deleted.
    expect(formDataAccess(roleUser([listView(imports), { kind: 'formPage', code: 'dec_form', rowFilter: own }], ['dec_list_view:delete']), 'delete')).toBe(imports);
    expect(formDataAccess(roleUser([listView(imports), listView(true)]), 'read')).toBe(true);
  });

  it('answers a create with the rows the caller may create (checked on the new record), and refuses it when every entry point\'s rule allows nothing', () => {
    expect(formDataAccess(roleUser([{ kind: 'formPage', code: 'dec_form', rowFilter: own }]), 'create')).toBe(own);
    expect(formDataAccess(roleUser([{ kind: 'formPage', code: 'dec_form', rowFilter: true }]), 'create')).toBe(true);
    expect(formDataAccess(roleUser([{ kind: 'formPage', code: 'dec_form', rowFilter: false }]), 'create')).toBe(false);
    expect(formDataAccess(roleUser([{ kind: 'formPage', code: 'dec_form', rowFilter: false }]), 'read')).toBe(false);
  });
});

describe('viewOffers (a view\'s own export and import)', () => {
  it('offers reading to every holder and the rest only through a button of the kind, its permission held', () => {
    expect(viewOffers([], 'read', new Set())).toBe(true);
    expect(viewOffers([], 'export', new Set())).toBe(false);
    expect(viewOffers([{ openType: 'exportXls' }], 'export', new Set())).toBe(true);
    expect(viewOffers([{ openType: 'exportXls', permission: 'v:export' }], 'export', new Set())).toBe(false);
    expect(viewOffers([{ openType: 'exportXls', permission: 'v:export' }], 'export', new Set(['v:export']))).toBe(true);
  });
});
