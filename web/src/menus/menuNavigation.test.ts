import { describe, expect, it } from 'vitest';
import { menuFixture } from './menuFixture';
import { findMenuChain, findMenuItem, flattenMenu, isRedirectView, menuTitle, visibleMenu } from './menuNavigation';

describe('menu navigation', () => {
  it('flattens depth-first', () => {
    expect(flattenMenu(menuFixture).map((item) => item.id)).toEqual(['m-sys', 'm-user', 'm-frame', 'm-orders', 'm-out']);
  });

  it('finds the chain of a path for the breadcrumb', () => {
    expect(findMenuChain(menuFixture, '/system/user/').map((item) => item.id)).toEqual(['m-sys', 'm-user']);
    expect(findMenuChain(menuFixture, '/nowhere')).toEqual([]);
    expect(findMenuItem(menuFixture, '/system/docs')?.id).toBe('m-frame');
  });

  it('titles in the language, with main|second when asked', () => {
    const [system] = menuFixture;
    expect(menuTitle(system!, 'zh_CN', '')).toBe('系统管理');
    expect(menuTitle(system!, 'th_TH', 'en_US')).toBe('ระบบ|System');
    // zh_TW reads its own title; without one, the server's title for the request (never the Simplified one).
    expect(menuTitle({ ...system!, meta: { ...system!.meta, zhTw: '系統管理' } }, 'zh_TW', '')).toBe('系統管理');
    expect(menuTitle(system!, 'zh_TW', '')).toBe('System');
    expect(menuTitle(menuFixture[2]!, 'en_US', 'zh_CN')).toBe('Out');
  });

  it('knows redirect views and hides hidden entries', () => {
    expect(isRedirectView(menuFixture[2]!)).toBe(true);
    expect(isRedirectView(menuFixture[1]!)).toBe(false);
    const withHidden = [{ ...menuFixture[1]!, hidden: true }, menuFixture[2]!];
    expect(visibleMenu(withHidden).map((item) => item.id)).toEqual(['m-out']);
  });
});
