import type { ViewDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { buildQuickApp } from '../quickApp/buildQuickApp';
import { definitionChangeIssues } from '../validation/definitionChanges';
import { isDefaultViewButton, removedDefaultButtonIssues } from './defaultButtons';

// Spec §8 "default button or fields cannot be deleted" (issue 23): a saved list keeps its default buttons.

const table = { schemaVersion: 1 as const, tableName: 'dec_head', tableTitle: 'Declarations', columns: [{ colCode: 'dec_no', colName: 'No', colType: 'varchar' as const, colLength: 20, isKey: 'Y' as const }] };
const quickView = buildQuickApp(table, { formCode: 'dec_form', viewCode: 'dec_list', lang: 'en_US' }).view;
const without = (view: ViewDefinition, code: string): ViewDefinition => ({ ...view, buttons: view.buttons!.filter((button) => button.buttonCode !== code) });

describe('default view buttons', () => {
  it('are the quick app\'s seven buttons', () => {
    expect(quickView.buttons!.map((button) => [button.buttonCode, isDefaultViewButton(button)])).toEqual([
      ['add', true], ['batchDelete', true], ['export', true], ['import', true], ['edit', true], ['copy', true], ['delete', true],
    ]);
    expect(isDefaultViewButton({ buttonCode: 'delete', openType: 'openUrl' })).toBe(false);
    expect(isDefaultViewButton({ openType: 'delete' })).toBe(false);
  });

  it('a default button taken away, or turned into another action, is refused at /buttons, naming it', () => {
    expect(removedDefaultButtonIssues(quickView, without(quickView, 'delete'))).toEqual([{ path: '/buttons', code: 'view/default-button-delete', args: ['Delete (delete)'] }]);
    const turned = { ...quickView, buttons: quickView.buttons!.map((button) => (button.buttonCode === 'import' ? { ...button, openType: 'openUrl' as const, linkUrl: 'https://example.com' } : button)) };
    expect(removedDefaultButtonIssues(quickView, turned)[0]!.args).toEqual(['Import (import)']);
    expect(definitionChangeIssues('view', quickView, without(without(quickView, 'add'), 'copy'), 'en_US')).toEqual([{
      path: '/buttons', code: 'view/default-button-delete',
      message: 'Default buttons or fields cannot be deleted: Add (add), Copy (copy) (to keep a button from users, leave its permission ungranted)',
    }]);
  });

  it('renaming, restyling, reordering and removing other buttons are allowed, and so are other kinds', () => {
    const renamed = { ...quickView, buttons: [...quickView.buttons!].reverse().map((button) => ({ ...button, buttonName: `${button.buttonName}!`, buttonStyle: 'default' as const })) };
    expect(removedDefaultButtonIssues(quickView, renamed)).toEqual([]);
    const withOwn: ViewDefinition = { ...quickView, buttons: [...quickView.buttons!, { buttonName: 'Print', buttonType: 'toolbar', openType: 'script' }] };
    expect(removedDefaultButtonIssues(withOwn, quickView)).toEqual([]);
    expect(definitionChangeIssues('table', table, { ...table, columns: [] })).toEqual([]);
    expect(definitionChangeIssues('view', null, quickView)).toEqual([]);
  });
});
