import { describe, expect, it } from 'vitest';
import { approval, definition } from './fixtures.test-support';
import { fieldPermission, fieldPermissionIssues, nodeFieldPermissions, visibleFields, withoutHiddenFields } from './fieldPermissions';

const def = definition('a1', [approval('a1', ['bob'], 'end', { fieldPermissions: { remark: 'editable', amount: 'readOnly', secret: 'hidden' } })], {
  fieldPermissions: { amount: 'editable', locked: 'readOnly', secret: 'readOnly' },
});
def.nodes[0] = { ...def.nodes[0]!, fieldPermissions: { secret: 'hidden' } };

describe('field permissions', () => {
  it('start: process-level permissions with the start node on top; other nodes their own', () => {
    expect(nodeFieldPermissions(def, 'start')).toEqual({ amount: 'editable', locked: 'readOnly', secret: 'hidden' });
    expect(nodeFieldPermissions(def, 'a1')).toEqual({ remark: 'editable', amount: 'readOnly', secret: 'hidden' });
    expect(nodeFieldPermissions(def, 'nowhere')).toEqual({});
  });

  it('fields not named are editable at the start and read-only at approval nodes', () => {
    expect(fieldPermission({}, 'x', true)).toBe('editable');
    expect(fieldPermission({}, 'x', false)).toBe('readOnly');
    expect(fieldPermission({ x: 'hidden' }, 'x', true)).toBe('hidden');
  });

  it('reports each changed field the node does not allow, nothing for unchanged or editable ones', () => {
    const perms = nodeFieldPermissions(def, 'a1');
    const before = { remark: 'a', amount: 5, secret: 's', other: null, lines: [{ qty: 1 }] };
    expect(fieldPermissionIssues(perms, before, { ...before, remark: 'b' }, false)).toEqual([]);
    expect(fieldPermissionIssues(perms, before, { ...before, other: undefined, lines: [{ qty: 1 }] }, false)).toEqual([]);
    expect(fieldPermissionIssues(perms, before, { ...before, amount: 6, secret: 't', other: 'x', lines: [{ qty: 2 }], added: 1 }, false)).toEqual([
      { path: '/amount', code: 'workflow/field-not-editable', args: ['amount'] },
      { path: '/secret', code: 'workflow/field-not-editable', args: ['secret'] },
      { path: '/other', code: 'workflow/field-not-editable', args: ['other'] },
      { path: '/lines', code: 'workflow/field-not-editable', args: ['lines'] },
      { path: '/added', code: 'workflow/field-not-editable', args: ['added'] },
    ]);
  });

  it('at the start only read-only and hidden fields are held', () => {
    const perms = nodeFieldPermissions(def, 'start');
    expect(fieldPermissionIssues(perms, { amount: 1, locked: 1, free: 1 }, { amount: 2, locked: 2, free: 2 }, true).map((i) => i.args?.[0])).toEqual(['locked']);
  });

  it('hidden fields are left out of what the page gets', () => {
    const perms = nodeFieldPermissions(def, 'a1');
    expect(visibleFields(perms, ['remark', 'secret', 'amount'])).toEqual(['remark', 'amount']);
    expect(withoutHiddenFields(perms, { remark: 1, secret: 2 })).toEqual({ remark: 1 });
  });
});
