import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketApp } from '../../api/appMarketApi';
import { appMarketPageTexts } from '../../i18n/catalogues/appMarketPages';
import { appPackagesPageTexts } from '../../i18n/catalogues/appPackagesPages';
import { updatePlan } from '../appPackages/testing/planFixtures';
import { fakeServerOf, RawResponse, type FakeAnswer } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { renderApp } from '../../test/renderApp';
import { buttonWithText, click, toastTexts } from '../console/testing/domHelpers';
import { signIn } from '../console/testing/consoleTestServer';
import { fakeId } from '../../test/fakeSession';

const texts = appMarketPageTexts.zh_CN;
const packageTexts = appPackagesPageTexts.zh_CN;
const workbench = { id: 'm-wb', path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '1', meta: { title: '工作台', zhCn: '工作台' } };
const customs: MarketApp = {
  appName: 'Customs declaration', appCode: 'customs_declaration', appVersion: '1.0.0', description: 'Import/export declarations', createTime: '2026-11-22T08:00:00.000Z',
  groupCode: 'shipped', isInstalled: false, installedVersion: null, canUpdate: false,
};
const groups = () => [{ groupCode: 'shipped', groupName: 'Shipped with Wharf', count: 1 }];

async function renderMarket(path: string, buttons: readonly string[], answers: Record<string, FakeAnswer>) {
  const server = fakeServerOf({ 'GET /api/system/getUserPermissionByToken': () => permissionListOf([workbench], buttons), 'GET /api/saas/market/queryMarketGroupList': groups, ...answers });
  const app = await renderApp(path, server);
  const callsTo = (path: string) => server.calls.filter((call) => call.path === path);
  return { ...app, callsTo };
}
const card = (code: string) => document.querySelector(`[data-testid="market-app-${code}"]`);
const confirmButton = () => buttonWithText(document.body, texts['appMarket.ok']!);
/** The checkbox input marked `id` (antd puts the mark on the input or on its wrapper). */
const checkbox = (id: string) => {
  const marked = document.querySelector(`[data-testid="${id}"]`);
  return marked instanceof HTMLInputElement ? marked : marked?.querySelector('input');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app market page', () => {
  it('installs an app after a confirmation, then reads the menu and the list again', async () => {
    signIn();
    let isInstalled = false;
    const app = await renderMarket('/app-market', ['appMarket:install', 'appMarket:update'], {
      'GET /api/saas/market/queryMarketList': () => ({ records: [isInstalled ? { ...customs, isInstalled: true, installedVersion: '1.0.0' } : customs], total: 1 }),
      'POST /api/eform/manage/market/installation': () => {
        isInstalled = true;
        return { appCode: customs.appCode, appVersion: '1.0.0', definitions: [], tables: [], menus: [], dictionaries: [] };
      },
    });
    await vi.waitFor(() => expect(card(customs.appCode)).not.toBeNull(), { timeout: 30_000 });
    expect(card(customs.appCode)!.textContent).toContain('customs_declaration');
    expect(card(customs.appCode)!.textContent).toContain('Import/export declarations');
    expect(document.querySelector('[data-testid="market-groups"]')!.textContent).toContain('Shipped with Wharf (1)');
    const permissionReads = app.callsTo('/api/system/getUserPermissionByToken').length;

    await click(document.querySelector('[data-testid="install-customs_declaration"]'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Customs declaration'));
    expect(app.callsTo('/api/eform/manage/market/installation')).toHaveLength(0);
    await vi.waitFor(() => expect(confirmButton()).toBeDefined());
    await click(confirmButton());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="installed-customs_declaration"]')).not.toBeNull());
    expect(app.callsTo('/api/eform/manage/market/installation').map((call) => call.body)).toEqual([{ appCode: 'customs_declaration' }]);
    await vi.waitFor(() => expect(toastTexts()).toContain('已安装“Customs declaration”1.0.0'));
    expect(app.callsTo('/api/system/getUserPermissionByToken').length).toBeGreaterThan(permissionReads);
    app.unmount();
  }, 60_000);

  it('shows the server\'s message when the install is refused', async () => {
    signIn();
    const refusal = 'The app Customs declaration is already installed (version 1.0.0)';
    const app = await renderMarket('/app-market', ['appMarket:install'], {
      'GET /api/saas/market/queryMarketList': () => ({ records: [customs], total: 1 }),
      'POST /api/eform/manage/market/installation': () => new RawResponse(400, { success: false, message: refusal, code: 400, result: null, timestamp: 0 }),
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="install-customs_declaration"]')).not.toBeNull(), { timeout: 30_000 });
    await click(document.querySelector('[data-testid="install-customs_declaration"]'));
    await vi.waitFor(() => expect(confirmButton()).toBeDefined());
    await click(confirmButton());
    await vi.waitFor(() => expect(document.querySelector('[data-testid="market-error"]')?.textContent).toContain(refusal));
    app.unmount();
  }, 60_000);

  it('offers no install without the button; an update shows its plan first and changes nothing until the plan is applied, settled', async () => {
    signIn();
    const local: MarketApp = { ...customs, appCode: 'tiny_app', appName: 'Tiny', appVersion: '0.2.0', groupCode: 'local', isInstalled: true, installedVersion: '0.1.0', canUpdate: true };
    const plan = updatePlan({
      planId: fakeId('plan-tiny'), appCode: 'tiny_app', appName: 'Tiny', fromVersion: '0.1.0', toVersion: '0.2.0', bindings: [],
      conflicts: [{ id: 'conflict-title', kind: 'form', code: 'tiny_form', path: '/title', installed: 'Tiny', package: 'Tiny form', tenant: 'Our tiny' }],
    });
    const app = await renderMarket('/app-market', ['appMarket:update'], {
      'GET /api/saas/market/queryMarketList': () => ({ records: [customs, local], total: 2 }),
      'GET /api/eform/manage/market/queryAppList': () => ({ records: [{ appName: 'Tiny', appCode: 'tiny_app', appVersion: '0.1.0', createTime: '2026-11-20T08:00:00.000Z', updateTime: '2026-11-20T08:00:00.000Z' }], total: 1 }),
      'POST /api/eform/manage/market/plan': () => plan,
      'PUT /api/eform/manage/market/update': () => ({ appCode: 'tiny_app', appVersion: '0.2.0', fromVersion: '0.1.0', definitions: [], tables: [], menus: [], dictionaries: [], revised: [], tablesPendingSync: [] }),
    });
    await vi.waitFor(() => expect(card('tiny_app')).not.toBeNull(), { timeout: 30_000 });
    expect(document.querySelector('[data-testid="install-customs_declaration"]')).toBeNull();
    await click(document.querySelector('[data-testid="update-tiny_app"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="plan-view"]')).not.toBeNull());
    expect(app.callsTo('/api/eform/manage/market/plan').map((call) => call.body)).toEqual([{ appCode: 'tiny_app' }]);
    expect(document.querySelector('[data-testid="plan-versions"]')!.textContent).toBe('0.1.0 → 0.2.0');
    expect(document.querySelector('[data-testid="plan-conflict-conflict-title"]')!.textContent).toContain('Our tiny');
    const apply = () => document.querySelector('[data-testid="plan-apply"]') as HTMLButtonElement;
    expect(apply().disabled).toBe(true);
    await click(checkbox('plan-accept-losses'));
    await click([...document.querySelectorAll('[data-testid="plan-conflict-conflict-title"] label')].find((option) => option.textContent === packageTexts['appPackages.conflicts.keepTenant'])?.querySelector('input'));
    await vi.waitFor(() => expect(apply().disabled).toBe(false));
    expect(app.callsTo('/api/eform/manage/market/update')).toHaveLength(0);
    await click(apply());
    await vi.waitFor(() => expect(app.callsTo('/api/eform/manage/market/update').map((call) => call.body)).toEqual([{ appCode: 'tiny_app', planId: fakeId('plan-tiny'), acceptLosses: true, resolutions: { 'conflict-title': 'tenant' } }]));
    await vi.waitFor(() => expect(toastTexts()).toContain('已将“Tiny”更新到 0.2.0'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="plan-view"]')).toBeNull());
    expect(app.callsTo('/api/eform/apps/apply')).toHaveLength(0);

    await click([...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === texts['appMarket.tab.installed']));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="installed-apps"]')?.textContent).toContain('tiny_app'));
    expect(document.querySelector('[data-testid="export-tiny_app"]')).not.toBeNull();
    app.unmount();
  }, 60_000);

  it('closing the update\'s plan changes nothing, and a refused plan shows the server\'s message', async () => {
    signIn();
    const local: MarketApp = { ...customs, appCode: 'tiny_app', appName: 'Tiny', appVersion: '0.2.0', groupCode: 'local', isInstalled: true, installedVersion: '0.1.0', canUpdate: true };
    const refusal = 'The package Tiny 0.2.0 needs definition schema version 9 of form; this platform has 3';
    const app = await renderMarket('/app-market', ['appMarket:update'], {
      'GET /api/saas/market/queryMarketList': () => ({ records: [local], total: 1 }),
      'POST /api/eform/manage/market/plan': () => new RawResponse(400, { success: false, message: refusal, code: 400, result: null, timestamp: 0 }),
    });
    await vi.waitFor(() => expect(card('tiny_app')).not.toBeNull(), { timeout: 30_000 });
    await click(document.querySelector('[data-testid="update-tiny_app"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="market-plan-error"]')?.textContent).toContain(refusal));
    expect(document.querySelector('[data-testid="plan-view"]')).toBeNull();
    await click(document.querySelector('.ant-modal-close'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="market-plan-error"]')).toBeNull());
    expect(app.callsTo('/api/eform/apps/apply')).toHaveLength(0);
    expect(app.callsTo('/api/eform/manage/market/update')).toHaveLength(0);
    app.unmount();
  }, 60_000);

  it('sends /marketList to login without a session, and into the frame with one', async () => {
    const anonymous = await renderMarket('/marketList', [], {});
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/index/login?redirect=%2FmarketList'), { timeout: 30_000 });
    anonymous.unmount();

    signIn();
    const app = await renderMarket('/appMarketList', [], { 'GET /api/saas/market/queryMarketList': () => ({ records: [customs], total: 1 }) });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/app-market'), { timeout: 30_000 });
    await vi.waitFor(() => expect(card(customs.appCode)).not.toBeNull(), { timeout: 30_000 });
    app.unmount();
  }, 60_000);
});
