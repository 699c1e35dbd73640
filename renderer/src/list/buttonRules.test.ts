import { describe, expect, it } from 'vitest';
import type { ViewButton } from '@wharf/schemas';
import { outParameters, permittedButtons, refuseButton, refuseOnlineModify } from './buttonRules';
import { declarationView } from './fixtures.test-support';
import type { ListServices } from './types';

const services: ListServices = { fetchRows: async () => ({ records: [] }), deleteRows: async () => undefined, copyRow: async () => undefined, saveRows: async () => undefined };
const context = { definition: declarationView, services, hasFormHandler: true, hasHostHandler: true };
const rowA = { id: 'a', status: '00', entryId: 'E1' };
const rowB = { id: 'b', status: '10', entryId: 'E2' };
const button = (openType: ViewButton['openType'], extra: Partial<ViewButton> = {}): ViewButton => ({ buttonName: openType, buttonType: 'toolbar', openType, ...extra });

describe('button rules (spec §5 list pages)', () => {
  it('batch delete needs a selection', () => {
    expect(refuseButton(button('batchDelete'), [], context)).toEqual({ level: 'warning', messageKey: 'list.message.selectOne' });
    expect(refuseButton(button('batchDelete'), [rowA, rowB], context)).toBeUndefined();
  });
  it('copy, edit and detail need exactly one row', () => {
    for (const openType of ['copy', 'edit', 'detail'] as const) {
      expect(refuseButton(button(openType), [], context)?.messageKey).toBe('list.message.selectOne');
      expect(refuseButton(button(openType), [rowA, rowB], context)?.messageKey).toBe('list.message.onlyOne');
      expect(refuseButton(button(openType), [rowA], context)).toBeUndefined();
    }
  });
  it('a button passing row values takes several rows only when isMultiple is Y', () => {
    const out = [{ parameterKey: 'k', colCode: 'entryId' }];
    expect(refuseButton(button('openView', { outParameter: out }), [rowA, rowB], context)?.messageKey).toBe('list.message.onlyOne');
    expect(refuseButton(button('openView', { outParameter: out, isMultiple: 'Y' }), [rowA, rowB], context)).toBeUndefined();
    expect(outParameters(button('openView', { outParameter: out, isMultiple: 'Y' }), [rowA, rowB])).toEqual({ k: ['E1', 'E2'] });
    expect(outParameters(button('openView', { outParameter: out }), [rowA])).toEqual({ k: 'E1' });
  });
  it('rows that fail the showCondition are refused', () => {
    const guarded = button('copy', { showCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'status', operator: 'equal', value: '00' }] } });
    expect(refuseButton(guarded, [rowB], context)?.messageKey).toBe('list.message.conditionNotMet');
    expect(refuseButton(guarded, [rowA], context)).toBeUndefined();
  });
  it('a missing service is the spec\'s "set the url" error, a missing host handler too', () => {
    const bare = { ...context, services: { fetchRows: services.fetchRows }, hasFormHandler: false, hasHostHandler: false };
    expect(refuseButton(button('batchDelete'), [rowA], bare)).toEqual({ level: 'error', messageKey: 'list.message.missingDeleteUrl' });
    expect(refuseButton(button('copy'), [rowA], bare)?.messageKey).toBe('list.message.missingCopyUrl');
    expect(refuseButton(button('exportXls'), [], bare)?.messageKey).toBe('list.message.missingExportUrl');
    expect(refuseButton(button('handleOnlineModify'), [], bare)?.messageKey).toBe('list.message.missingChangeUrl');
    expect(refuseButton(button('add'), [], bare)?.messageKey).toBe('list.message.missingFormHandler');
    expect(refuseButton(button('openUrl'), [], bare)?.messageKey).toBe('list.message.missingAction');
  });
  it('online modification needs the viewId and a handleOnlineModify button (spec §5)', () => {
    expect(refuseOnlineModify({ ...declarationView, viewId: undefined })?.messageKey).toBe('list.message.viewIdEmpty');
    expect(refuseOnlineModify({ ...declarationView, buttons: [] })?.messageKey).toBe('list.message.onlineModifyButtonMissing');
    expect(refuseOnlineModify(declarationView)).toBeUndefined();
    expect(refuseButton(button('handleOnlineModify'), [], { ...context, definition: { ...declarationView, viewId: undefined } })?.messageKey).toBe('list.message.viewIdEmpty');
  });
  it('buttons with a permission show only to callers who have it; without a permission set all show', () => {
    expect(permittedButtons(declarationView, new Set()).toolbar.map((b) => b.openType)).toEqual(['add', 'copy', 'handleOnlineModify']);
    expect(permittedButtons(declarationView, new Set(['decList:delete'])).toolbar).toHaveLength(4);
    expect(permittedButtons(declarationView, undefined).inline.map((b) => b.openType)).toEqual(['edit', 'script']);
  });
});
