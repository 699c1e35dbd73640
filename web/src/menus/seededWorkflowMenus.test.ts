import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedMenuPages } from './namedMenuPages';

interface SeededMenu {
  menuCode: string;
  parent?: string;
  path: string;
  component: string;
  back: '0' | '1';
  menuType?: string;
}

const seedsDir = join(import.meta.dirname, '..', '..', '..', 'seeds');
const { menus } = JSON.parse(readFileSync(join(seedsDir, 'menus.json'), 'utf8')) as { menus: SeededMenu[] };
const { roles } = JSON.parse(readFileSync(join(seedsDir, 'access.json'), 'utf8')) as { roles: { roleCode: string; menus: string[] | '*' }[] };

const workflowPages = Object.keys(namedMenuPages).filter((component) => component.startsWith('bpm/'));
const seededWorkflowMenus = menus.filter((menu) => menu.component.startsWith('bpm/'));
/** The pages every user works with; the rest (templates, all requests, analytics) are the back office's. */
const staffPages = ['bpm/TodoList', 'bpm/DoneList', 'bpm/CcList', 'bpm/StartedList', 'bpm/DelegateList'];

describe('the workflow pages on the seeded menus (issue 16)', () => {
  it('gives every workflow page the web app registers one seeded menu entry', () => {
    expect(seededWorkflowMenus.map((menu) => menu.component).sort()).toEqual([...workflowPages].sort());
    for (const menu of seededWorkflowMenus) expect(menu.path).toMatch(/^\/[\w/-]+$/);
  });

  it('puts the users\' pages in the front menu, granted to staff, and the management pages in the back office', () => {
    const staff = roles.find((role) => role.roleCode === 'staff')!.menus as string[];
    for (const menu of seededWorkflowMenus) {
      const isStaffPage = staffPages.includes(menu.component);
      expect({ component: menu.component, back: menu.back, granted: staff.includes(menu.menuCode) }).toEqual({ component: menu.component, back: isStaffPage ? '0' : '1', granted: isStaffPage });
      // The group it sits in is on the same side and (for staff) granted with it, or the page is an orphan in the tree.
      const group = menus.find((candidate) => candidate.menuCode === menu.parent)!;
      expect(group.back).toBe(menu.back);
      expect(staff.includes(group.menuCode)).toBe(isStaffPage);
    }
  });
});
