import { describe, expect, it } from 'vitest';
import { definitionUsages, importTaskUsages, kindsUsing, menuUsages, usageListText, type UsageCandidate } from './findUsages';

const form = (code: string, body: Record<string, unknown>): UsageCandidate => ({ id: `id-${code}`, kind: 'form', code, name: `Form ${code}`, status: 'draft', body });

describe('definitionUsages', () => {
  it('finds the forms whose fields name a dictionary, with where they name it', () => {
    const candidates = [
      form('decl', { formCode: 'decl', formName: 'Decl', objectName: 'decl', fields: [{ colCode: 'port', showConfig: { dictOption: { dictCode: 'customs_port' } } }] }),
      form('other', { formCode: 'other', formName: 'Other', objectName: 'other', fields: [{ colCode: 'x', showConfig: { dictOption: { dictCode: 'sex' } } }] }),
    ];
    const usages = definitionUsages({ kind: 'dictionary', code: 'customs_port' }, candidates);
    expect(usages.map((usage) => [usage.kind, usage.code])).toEqual([['form', 'decl']]);
    expect(usages[0]!.paths.length).toBeGreaterThan(0);
  });

  it('finds views naming a form, and leaves out a definition naming itself', () => {
    const view = { id: 'v', kind: 'view', code: 'decl_list', name: 'List', status: 'published', body: { viewCode: 'decl_list', viewName: 'List', viewType: 'table', tableName: 'decl', formCode: 'decl', buttons: [{ buttonName: 'Me', buttonType: 'toolbar', openType: 'openView', linkView: 'decl_list' }] } };
    expect(definitionUsages({ kind: 'form', code: 'decl' }, [view]).map((usage) => usage.code)).toEqual(['decl_list']);
    expect(definitionUsages({ kind: 'view', code: 'decl_list' }, [view])).toEqual([]);
  });

  it('finds the warnings whose rules a workflow reaching a node fires, at the trigger\'s process key', () => {
    const warning = { id: 'w', kind: 'warning', code: 'late', name: 'Late', status: 'published', body: { warningItemCode: 'late', warningItemName: 'Late', rules: [
      { ruleCode: 'r1', sqlCode: 'open_decl' },
      { ruleCode: 'r2', sqlCode: 'open_decl', triggerWorkflowNodes: [{ processKey: 'other_flow', nodeId: 'a' }, { processKey: 'decl_flow', nodeId: 'review' }] },
    ] } };
    expect(definitionUsages({ kind: 'workflow', code: 'decl_flow' }, [warning])).toEqual([expect.objectContaining({ kind: 'warning', code: 'late', paths: ['/rules/1/triggerWorkflowNodes/1/processKey'] })]);
    expect(kindsUsing('workflow')).toContain('warning');
  });

  it('skips rows of unknown kinds and malformed bodies', () => {
    expect(definitionUsages({ kind: 'dictionary', code: 'sex' }, [{ id: '1', kind: 'nonsense', code: 'a', name: 'a', status: 'draft', body: {} }, form('b', null as never)])).toEqual([]);
  });
});

describe('menuUsages', () => {
  it('finds the menu entries that open a view, none for kinds no menu opens', () => {
    const menus = [{ id: 'm1', menuCode: 'decl_menu', name: 'Declarations', path: '/eform/view/decl_list' }, { id: 'm2', menuCode: 'x', name: 'X', path: '/eform/view/other' }];
    expect(menuUsages({ kind: 'view', code: 'decl_list' }, menus).map((usage) => usage.id)).toEqual(['m1']);
    expect(menuUsages({ kind: 'table', code: 'decl_list' }, menus)).toEqual([]);
  });
});

describe('kindsUsing and usageListText', () => {
  it('knows which kinds can name a dictionary', () => {
    expect(kindsUsing('dictionary')).toEqual(expect.arrayContaining(['form', 'view', 'table', 'importTask']));
    expect(kindsUsing('dictionary')).not.toContain('workflow');
  });

  it('names each user by name and code, counting the rest past the limit', () => {
    const usage = (code: string) => ({ kind: 'form' as const, id: code, code, name: `N${code}`, paths: [] });
    expect(usageListText([usage('a'), usage('b')])).toBe('Na (a), Nb (b)');
    expect(usageListText([usage('a'), usage('b'), usage('c')], 2)).toBe('Na (a), Nb (b) … +1');
  });
});

describe('canAskUsages', () => {
  it('lets a kind\'s designers and a record\'s editors ask, nobody else', async () => {
    const { canAskUsages } = await import('./usageAccess');
    expect(canAskUsages({ isAll: true }, 'fillRule')).toBe(true);
    expect(canAskUsages({ isAll: false, perms: new Set(['systemDict:view']) }, 'dictionary')).toBe(true);
    expect(canAskUsages({ isAll: false, perms: new Set(['systemDict:view']) }, 'sqlConfig')).toBe(false);
    expect(canAskUsages({ isAll: false, perms: new Set() }, 'form')).toBe(false);
  });
});

describe('importTaskUsages', () => {
  it('finds the async import tasks importing into a form, for forms only', () => {
    const tasks = [{ id: 't1', taskCode: 'imp', taskName: 'Import', formCode: 'decl' }];
    expect(importTaskUsages({ kind: 'form', code: 'decl' }, tasks).map((usage) => [usage.kind, usage.code])).toEqual([['asyncImportTask', 'imp']]);
    expect(importTaskUsages({ kind: 'view', code: 'decl' }, tasks)).toEqual([]);
  });
});
