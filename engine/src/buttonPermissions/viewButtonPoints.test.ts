import { describe, expect, it } from 'vitest';
import type { ViewButton } from '@wharf/schemas';
import { newButtonPermission, viewButtonPermissionPoints, withButtonPermissions } from './viewButtonPoints';

const button = (buttonName: string, openType: ViewButton['openType'], extra: Partial<ViewButton> = {}): ViewButton => ({ buttonName, buttonType: 'toolbar', openType, ...extra });

describe('withButtonPermissions', () => {
  it('gives each button without a point `<viewCode>:<code or openType>`, numbering repeats, keeping named ones', () => {
    const view = { viewCode: 'decl_list', buttons: [button('Add', 'add'), button('Edit', 'edit', { buttonCode: 'modify' }), button('Mine', 'delete', { permission: 'shared:remove' }), button('Add again', 'add')] };
    expect(withButtonPermissions(view).buttons!.map((b) => b.permission)).toEqual(['decl_list:add', 'decl_list:modify', 'shared:remove', 'decl_list:add_2']);
  });

  it('returns the same view when every button has a point', () => {
    const view = { viewCode: 'v', buttons: [button('Add', 'add', { permission: 'v:add' })] };
    expect(withButtonPermissions(view)).toBe(view);
  });
});

describe('newButtonPermission', () => {
  it('names a new button `<viewCode>:<code or openType>`, numbered past the points the other buttons name', () => {
    const others = [button('Add', 'add', { permission: 'decl_list:add' }), button('Export', 'exportXls')];
    expect(newButtonPermission('decl_list', { openType: 'add' }, others)).toBe('decl_list:add_2');
    expect(newButtonPermission('decl_list', { openType: 'add', buttonCode: 'print' }, others)).toBe('decl_list:print');
    expect(newButtonPermission('decl_list', { openType: 'exportXls' }, others)).toBe('decl_list:exportXls');
  });
});

describe('viewButtonPermissionPoints', () => {
  it('lists one point per distinct permission, named after its first button', () => {
    const view = { viewCode: 'v', buttons: [button('Add', 'add', { permission: 'v:add' }), button('Also add', 'openForm', { permission: 'v:add', linkForm: 'f' }), button('Export', 'exportXls')] };
    expect(viewButtonPermissionPoints(withButtonPermissions(view))).toEqual([{ permission: 'v:add', name: 'Add' }, { permission: 'v:exportXls', name: 'Export' }]);
  });

  it('gives no point to a button naming none (it is open to whoever opens the view)', () => {
    expect(viewButtonPermissionPoints({ buttons: [button('Add', 'add'), button('Edit', 'edit', { permission: 'v:edit' })] })).toEqual([{ permission: 'v:edit', name: 'Edit' }]);
  });

  it("carries the button's translated names with its point", () => {
    const nameI18n = { zh_CN: '新增', en_US: 'Add' };
    expect(viewButtonPermissionPoints({ buttons: [button('Add', 'add', { permission: 'v:add', buttonNameI18n: nameI18n })] })).toEqual([{ permission: 'v:add', name: 'Add', nameI18n }]);
  });

  it('is empty for a view without buttons', () => {
    expect(viewButtonPermissionPoints({})).toEqual([]);
  });
});
