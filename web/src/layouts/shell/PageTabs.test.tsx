import { fireEvent, render } from '@testing-library/react';
import type { MenuItem } from '@wharf/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../../app/appServices';
import { ServicesContext } from '../../app/ServicesContext';
import { readBootConfig } from '../../config/bootConfig';
import { fakeFetch } from '../../test/renderApp';
import { PageTabs } from './PageTabs';
import type { OpenTab } from './openTabs';

const menu: MenuItem[] = [{ id: 'm-user', path: '/system/user', name: 'user', component: 'system/UserList', back: '1', meta: { title: '用户管理' } }];
const tabs: OpenTab[] = [
  { key: '/workbench', fullPath: '/workbench', isKeptAlive: true, isClosable: false },
  { key: '/system/user', fullPath: '/system/user', isKeptAlive: true, isClosable: true },
];

function renderTabs() {
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch: fakeFetch({ calls: [], handle: () => undefined }), reload: () => {} });
  const onClose = vi.fn();
  const onSelect = vi.fn();
  const view = render(
    <ServicesContext.Provider value={services}>
      <PageTabs tabs={tabs} activeKey="/system/user" menu={menu} onSelect={onSelect} onClose={onClose} onCloseOthers={() => {}} />
    </ServicesContext.Provider>,
  );
  return { ...view, onClose, onSelect };
}

// antd's first render is slow on a loaded machine; the default 5 s is not about this code.
describe('the page tab bar (issue 20: axe aria-required-children)', { timeout: 30_000 }, () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds only tabs in its tablist: no close button and no menu button inside it', () => {
    const { container } = renderTabs();
    const tablist = container.querySelector('[role="tablist"]')!;
    expect(tablist).not.toBeNull();
    // antd's overflow "more" button stays hidden (visibility) while the tabs fit.
    const controls = [...tablist.querySelectorAll<HTMLElement>('button, [role="button"], a[href]')].filter((element) => element.style.visibility !== 'hidden');
    expect(controls.map((element) => element.outerHTML)).toEqual([]);
    const shown = [...tablist.querySelectorAll('[role="tab"]')];
    expect(shown).toHaveLength(2);
    expect(shown[1]!.textContent).toBe('用户管理');
  });

  it('closes a closable tab with its × and with the Delete key, never the workbench', () => {
    const { container, onClose, onSelect } = renderTabs();
    fireEvent.click(container.querySelector('[data-close-tab="/system/user"]')!);
    expect(onClose).toHaveBeenCalledWith('/system/user');
    expect(onSelect).not.toHaveBeenCalled();
    expect(container.querySelector('[data-close-tab="/workbench"]')).toBeNull();

    onClose.mockClear();
    const [workbench, user] = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    fireEvent.keyDown(workbench!, { key: 'Delete' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(user!, { key: 'Delete' });
    expect(onClose).toHaveBeenCalledWith('/system/user');
  });

  it("gives the page its one h1, the shown tab's title (axe page-has-heading-one)", () => {
    const { container } = renderTabs();
    expect([...container.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['用户管理']);
  });
});
