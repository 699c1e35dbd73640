import { describe, expect, it } from 'vitest';
import { appMarketMenuItem } from './appMarketMenuItem';
import { processPermissionMenu, quickMenuLimit } from './processPermissionMenu';
import type { MenuItem } from './types';

const item = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, path: `/${id}`, name: id, component: 'layouts/RouteView', back: '0', meta: { title: id }, ...extra });

describe('processPermissionMenu (spec §4 permission loading)', () => {
  it('rejects a menu that is not an array with the specified message', () => {
    for (const menu of [null, undefined, {}, 'x']) {
      const result = processPermissionMenu({ menu, lang: 'en_US' });
      expect(result).toEqual({ ok: false, error: { path: 'menu', code: 'menus/permissions-not-array', message: 'permissions must be a non-null array' } });
    }
  });

  it('hides a menu whose children are all hidden, bottom-up, and leaves the input alone', () => {
    const input = [
      item('a', { children: [item('a1', { hidden: true }), item('a2', { children: [item('a21', { hidden: true })] })] }),
      item('b', { children: [item('b1', { hidden: true }), item('b2')] }),
      item('c', { children: [] }),
    ];
    const snapshot = JSON.stringify(input);
    const result = processPermissionMenu({ menu: input });
    if (!result.ok) throw new Error('expected ok');
    const [a, b, c] = result.menu;
    expect(a?.hidden).toBe(true);
    expect(a?.children?.[1]?.hidden).toBe(true);
    expect(b?.hidden).toBe(false);
    expect(c?.hidden).toBeUndefined();
    expect(JSON.stringify(input)).toBe(snapshot);
  });

  it('appends the hidden app-market entry', () => {
    const result = processPermissionMenu({ menu: [item('a')] });
    if (!result.ok) throw new Error('expected ok');
    expect(result.menu.at(-1)).toEqual(appMarketMenuItem);
    expect(appMarketMenuItem).toMatchObject({ menuCode: 'appMarket', hidden: true, back: '0' });
    expect(appMarketMenuItem.id).toHaveLength(18);
  });

  it('menuList keeps back 0 entries whose path is not /index/portal', () => {
    const result = processPermissionMenu({ menu: [item('a'), item('console', { back: '1' }), item('portal', { path: '/index/portal' })] });
    if (!result.ok) throw new Error('expected ok');
    expect(result.menuList.map((m) => m.id)).toEqual(['a', appMarketMenuItem.id]);
  });

  it('quickList follows the quick-menu ids in order, skipping unknown and repeated ids, nested ones too', () => {
    const menu = [item('a', { children: [item('a1'), item('a2')] }), item('b')];
    const result = processPermissionMenu({ menu, quickMenu: ['b', 'zz', 'a2', 'b'] });
    if (!result.ok) throw new Error('expected ok');
    expect(result.quickList.map((m) => m.id)).toEqual(['b', 'a2']);
    const fromJson = processPermissionMenu({ menu, quickMenu: '["a1","a"]' });
    expect(fromJson.ok && fromJson.quickList.map((m) => m.id)).toEqual(['a1', 'a']);
    const fromCommas = processPermissionMenu({ menu, quickMenu: 'a1, b' });
    expect(fromCommas.ok && fromCommas.quickList.map((m) => m.id)).toEqual(['a1', 'b']);
  });

  it(`quickList holds at most ${quickMenuLimit} entries`, () => {
    const menu = Array.from({ length: 40 }, (_, i) => item(`m${i}`));
    const result = processPermissionMenu({ menu, quickMenu: menu.map((m) => m.id) });
    expect(result.ok && result.quickList).toHaveLength(27);
  });

  it('without saved quick-menu ids, defaultShortcutMenu entries fill the quick list; an empty saved list stays empty', () => {
    const menu = [item('a', { defaultShortcutMenu: true }), item('b'), item('c', { defaultShortcutMenu: true })];
    const fallback = processPermissionMenu({ menu });
    expect(fallback.ok && fallback.quickList.map((m) => m.id)).toEqual(['a', 'c']);
    const empty = processPermissionMenu({ menu, quickMenu: [] });
    expect(empty.ok && empty.quickList).toEqual([]);
  });
});
