import { describe, expect, it } from 'vitest';
import { copiedDefinitionBody, freeCopyCode } from './copyDefinition';

describe('copiedDefinitionBody', () => {
  it('renames a form under its identity fields and keeps the rest', () => {
    const body = { schemaVersion: 2, formCode: 'decl', formName: 'Decl', objectName: 'decl_t', fields: [] };
    expect(copiedDefinitionBody('form', body, { code: 'decl_copy', name: 'Copy of Decl', storedId: 'x' })).toEqual({ ...body, formCode: 'decl_copy', formName: 'Copy of Decl' });
  });

  it('gives a view copy its own stored id', () => {
    const body = { viewId: 'old', viewCode: 'v', viewName: 'V' };
    expect(copiedDefinitionBody('view', body, { code: 'v_copy', name: 'V copy', storedId: 'new' })).toEqual({ viewId: 'new', viewCode: 'v_copy', viewName: 'V copy' });
  });

  it("moves a view's button permission points named after its code to the copy's code, keeping other pages' points", () => {
    const buttons = [
      { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', permission: 'v:add' },
      { buttonName: 'Shared', buttonType: 'toolbar', openType: 'edit', permission: 'other_v:edit' },
      { buttonName: 'Prefix only', buttonType: 'toolbar', openType: 'detail', permission: 'v_x:detail' },
      { buttonName: 'Open', buttonType: 'toolbar', openType: 'exportXls' },
    ];
    const copied = copiedDefinitionBody('view', { viewId: 'old', viewCode: 'v', viewName: 'V', buttons }, { code: 'v_copy', name: 'V copy', storedId: 'new' }) as { buttons: Array<{ permission?: string }> };
    expect(copied.buttons.map((button) => button.permission)).toEqual(['v_copy:add', 'other_v:edit', 'v_x:detail', undefined]);
    expect(buttons[0]!.permission).toBe('v:add');
  });
});

describe('freeCopyCode', () => {
  it('takes the first free suffix, within the length limit', () => {
    expect(freeCopyCode('decl', new Set())).toBe('decl_copy');
    expect(freeCopyCode('decl', new Set(['decl_copy', 'decl_copy2']))).toBe('decl_copy3');
    expect(freeCopyCode('a'.repeat(100), new Set()).length).toBe(100);
  });
});
