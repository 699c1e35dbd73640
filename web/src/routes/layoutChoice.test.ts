import { describe, expect, it } from 'vitest';
import { menuFixture } from '../menus/menuFixture';
import { chooseRootLayout, homePath, layoutMenu, rootRedirectPath } from './layoutChoice';

describe('chooseRootLayout', () => {
  it('uses the console for backRoleFlg 1, the simple layout for portal type 2, else main', () => {
    expect(chooseRootLayout('1', 2)).toBe('console');
    expect(chooseRootLayout('0', 2)).toBe('simple');
    expect(chooseRootLayout('0', '2')).toBe('simple');
    expect(chooseRootLayout(undefined, 1)).toBe('main');
  });
});

describe('rootRedirectPath', () => {
  it('goes to /app/group when the console menu has it', () => {
    const menu = [...menuFixture, { id: 'g', path: '/app/group', name: 'g', component: 'x', back: '1' as const, meta: { title: 'G' } }];
    expect(rootRedirectPath('console', menu)).toBe('/app/group');
  });

  it('else to the first back-office page, and outside the console to the workbench', () => {
    expect(rootRedirectPath('console', menuFixture)).toBe('/system/user');
    expect(rootRedirectPath('main', menuFixture)).toBe('/workbench');
    expect(rootRedirectPath('console', [])).toBe('/workbench');
  });
});

describe('layoutMenu', () => {
  it('shows back-office entries in the console and the front menu list elsewhere', () => {
    const menuList = menuFixture.filter((item) => item.back === '0');
    expect(layoutMenu('console', menuFixture, menuList).map((item) => item.id)).toEqual(['m-sys']);
    expect(layoutMenu('main', menuFixture, menuList).map((item) => item.id)).toEqual(['m-orders', 'm-out']);
  });
});

describe('homePath', () => {
  it('is the menu workbench entry when present', () => {
    const workbench = { id: 'w', path: '/dashboard/workbench', name: 'w', component: 'dashboard/Workbench', back: '0' as const, meta: { title: 'W' } };
    expect(homePath([...menuFixture, workbench])).toBe('/dashboard/workbench');
    expect(rootRedirectPath('main', [...menuFixture, workbench])).toBe('/dashboard/workbench');
    expect(homePath(menuFixture)).toBe('/workbench');
  });
});
