import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appPackagesPageTexts } from '../../i18n/catalogues/appPackagesPages';
import { fakeServerOf, RawResponse, type FakeAnswer } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { renderApp } from '../../test/renderApp';
import { signIn } from '../console/testing/consoleTestServer';
import { click, typeInto } from '../console/testing/domHelpers';
import type { AppApplied, InstalledAppPackage } from './appPackageTypes';
import { installPlan, recordsPlan, updatePlan } from './testing/planFixtures';
import { fakeId } from '../../test/fakeSession';

const texts = appPackagesPageTexts.zh_CN;
const packagesPage = { id: 'm-packages', path: '/app/packages', name: 'app-packages', component: 'appPackages/AppPackageList', back: '1', meta: { title: '应用包', zhCn: '应用包' } };
const customsPackage = { schemaVersion: 2, appCode: 'customs_declaration', appName: 'Customs declaration', appVersion: '1.1.0', definitions: [] };
const applied: AppApplied = { appCode: 'customs_declaration', version: '1.1.0', appliedAt: '2026-11-26T19:10:00.000Z', created: 1, changed: 2, removed: 0 };

async function renderPackages(answers: Record<string, FakeAnswer>) {
  const server = fakeServerOf({ 'GET /api/system/getUserPermissionByToken': () => permissionListOf([packagesPage], []), ...answers });
  const app = await renderApp('/app/packages', server);
  const bodiesOf = (path: string) => server.calls.filter((call) => call.path === path).map((call) => call.body);
  return { ...app, bodiesOf };
}

/** Drops `content` as a picked file on the page's upload area. */
async function pick(name: string, content: string) {
  const input = document.querySelector('[data-testid="import-package"] input[type="file"]') as HTMLInputElement;
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [new File([content], name, { type: 'application/json' })], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const installedTab = () => [...document.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === texts['appPackages.tab.installed']);
const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
/** The checkbox input marked `id` (antd puts the mark on the input or on its wrapper). */
const checkbox = (id: string) => {
  const marked = byTestId(id);
  return marked instanceof HTMLInputElement ? marked : marked?.querySelector('input');
};
const applyButton = () => byTestId('plan-apply') as HTMLButtonElement;
const radio = (conflictId: string, label: string) =>
  [...document.querySelectorAll(`[data-testid="plan-conflict-${conflictId}"] label`)].find((option) => option.textContent === label)?.querySelector('input');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app packages page: upload, plan, resolve, apply', () => {
  it('shows the plan of an uploaded package and enables Apply only once losses, conflicts and bindings are settled, then sends exactly those decisions', async () => {
    let planned = 0;
    const app = await renderPackages({
      // The first plan lacks the binding's value; the second, made with it, has it bound.
      'POST /api/eform/apps/plan': ({ body }) => {
        planned += 1;
        const values = (body as { bindings?: Record<string, string> }).bindings;
        return updatePlan(values?.HTTP_RATES_URL ? { planId: fakeId('plan-2'), bindings: [{ name: 'HTTP_RATES_URL', description: 'The exchange rates service', bound: true }] } : {});
      },
      'POST /api/eform/apps/apply': () => applied,
    });
    await vi.waitFor(() => expect(byTestId('import-package')).not.toBeNull(), { timeout: 30_000 });
    await pick('customs_declaration-1.1.0.app.json', JSON.stringify(customsPackage));

    await vi.waitFor(() => expect(byTestId('plan-view')).not.toBeNull());
    expect(app.bodiesOf('/api/eform/apps/plan')).toEqual([{ package: customsPackage }]);
    expect(byTestId('plan-mode')!.textContent).toBe(texts['appPackages.mode.update']);
    expect(byTestId('plan-versions')!.textContent).toBe('1.0.0 → 1.1.0');
    expect(byTestId('plan-counts')!.textContent).toBe('新建 1，修改 2，删除 0，不变 1；数据损失 1，冲突 2');
    expect(byTestId('plan-entity-fillRule:dec_entry_no')!.getAttribute('data-action')).toBe('create');
    expect(byTestId('plan-entity-fillRule:dec_entry_no')!.textContent).toContain(texts['appPackages.kind.fillRule']);
    expect(byTestId('plan-entity-table:dec_head')!.textContent).toContain(texts['appPackages.action.change']);
    // A changed entity opens to its field diffs: before and after.
    await click(byTestId('plan-entity-table:dec_head')!.querySelector('.ant-table-row-expand-icon'));
    await vi.waitFor(() => expect(byTestId('plan-changes-table:dec_head')).not.toBeNull());
    expect(byTestId('plan-changes-table:dec_head')!.textContent).toContain('/columns/consignee/length');
    expect(byTestId('plan-changes-table:dec_head')!.textContent).toContain('200100');
    expect(byTestId('plan-statements')!.textContent).toContain('dec_head (2)');
    expect(byTestId('plan-loss-loss-consignee')!.textContent).toContain('consignee narrowed from 200 to 100 characters');
    expect(byTestId('plan-loss-loss-consignee')!.textContent).toContain('7 行');
    const titleConflict = byTestId('plan-conflict-conflict-title')!.textContent!;
    for (const value of ['Consignee', 'Consignee name', 'Receiver']) expect(titleConflict).toContain(value);

    expect(applyButton().disabled).toBe(true);
    expect(byTestId('plan-blockers')!.textContent).toContain('HTTP_RATES_URL');
    // The binding's value re-plans the same package with it.
    await typeInto(byTestId('plan-binding-HTTP_RATES_URL'), 'https://rates.acme.test');
    await click(byTestId('plan-replan'));
    await vi.waitFor(() => expect(byTestId('plan-view')!.getAttribute('data-plan-id')).toBe(fakeId('plan-2')));
    expect(app.bodiesOf('/api/eform/apps/plan')[1]).toEqual({ package: customsPackage, bindings: { HTTP_RATES_URL: 'https://rates.acme.test' } });
    expect(planned).toBe(2);

    expect(applyButton().disabled).toBe(true);
    await click(checkbox('plan-accept-losses'));
    expect(applyButton().disabled).toBe(true);
    await click(radio('conflict-title', texts['appPackages.conflicts.keepTenant']!));
    expect(applyButton().disabled).toBe(true);
    await click(radio('conflict-width', texts['appPackages.conflicts.takePackage']!));
    await vi.waitFor(() => expect(applyButton().disabled).toBe(false));
    expect(byTestId('plan-blockers')).toBeNull();

    await click(applyButton());
    await vi.waitFor(() => expect(byTestId('apply-result')).not.toBeNull());
    expect(app.bodiesOf('/api/eform/apps/apply')).toEqual([{ planId: fakeId('plan-2'), acceptLosses: true, resolutions: { 'conflict-title': 'tenant', 'conflict-width': 'package' } }]);
    expect(byTestId('apply-result')!.textContent).toContain('已应用 customs_declaration 1.1.0');
    expect(byTestId('apply-result')!.textContent).toContain('新建 1，修改 2，删除 0');
    app.unmount();
  }, 120_000);

  it('shows records changing and removals: kinds and actions in the page\'s language, a dictionary\'s added item, the dropped table with its rows lost', async () => {
    const app = await renderPackages({ 'POST /api/eform/apps/plan': () => recordsPlan() });
    await vi.waitFor(() => expect(byTestId('import-package')).not.toBeNull(), { timeout: 30_000 });
    await pick('pr_customs-1.1.0.app.json', JSON.stringify(customsPackage));
    await vi.waitFor(() => expect(byTestId('plan-view')).not.toBeNull());
    expect(byTestId('plan-counts')!.textContent).toBe('新建 0，修改 3，删除 3，不变 0；数据损失 1，冲突 0');
    for (const [key, kind, action] of [['dictionary:pr_port', 'dictionary', 'change'], ['httpConfig:currency_rates', 'httpConfig', 'change'], ['menu:pr_page_add', 'menu', 'remove'], ['table:pr_extra', 'table', 'remove'], ['importTask:pr_import', 'importTask', 'remove']] as const) {
      expect(byTestId(`plan-entity-${key}`)!.getAttribute('data-action')).toBe(action);
      expect(byTestId(`plan-entity-${key}`)!.textContent).toContain(texts[`appPackages.kind.${kind}`]);
      expect(byTestId(`plan-entity-${key}`)!.textContent).toContain(texts[`appPackages.action.${action}`]);
    }
    await click(byTestId('plan-entity-dictionary:pr_port')!.querySelector('.ant-table-row-expand-icon'));
    await vi.waitFor(() => expect(byTestId('plan-changes-dictionary:pr_port')).not.toBeNull());
    expect(byTestId('plan-changes-dictionary:pr_port')!.textContent).toContain('/items/itemValue=QD');
    expect(byTestId('plan-changes-dictionary:pr_port')!.textContent).toContain('Qingdao');
    expect(byTestId('plan-statements')!.textContent).toContain('pr_extra (1)');
    expect(byTestId('plan-loss-table:pr_extra:dropTable')!.textContent).toContain('2 行');
    expect(applyButton().disabled).toBe(true);
    app.unmount();
  }, 120_000);

  it('applies a plain install at once, and shows a refused package with the server\'s message and failing paths', async () => {
    let isBad = true;
    const app = await renderPackages({
      'POST /api/eform/apps/plan': () => isBad
        ? new RawResponse(400, { success: false, code: 400, message: '应用包不合法', result: { issues: [{ path: '/definitions/0/code', code: 'pattern', message: 'must match pattern' }] }, timestamp: 0 })
        : installPlan(),
      'POST /api/eform/apps/apply': () => ({ ...applied, version: '1.0.0', created: 2, changed: 0 }),
    });
    await vi.waitFor(() => expect(byTestId('import-package')).not.toBeNull(), { timeout: 30_000 });
    await pick('broken.app.json', JSON.stringify(customsPackage));
    await vi.waitFor(() => expect(byTestId('package-error')).not.toBeNull());
    expect(byTestId('package-error')!.textContent).toContain('应用包不合法');
    expect(byTestId('package-error')!.textContent).toContain('/definitions/0/code');
    expect(byTestId('plan-view')).toBeNull();

    await pick('notes.app.json', '{ not json');
    await vi.waitFor(() => expect(byTestId('package-error')!.textContent).toContain('无法读取 notes.app.json'));

    isBad = false;
    await pick('customs_declaration-1.0.0.app.json', JSON.stringify(customsPackage));
    await vi.waitFor(() => expect(byTestId('plan-view')).not.toBeNull());
    expect(byTestId('plan-mode')!.textContent).toBe(texts['appPackages.mode.install']);
    expect(byTestId('plan-versions')!.textContent).toBe(`${texts['appPackages.plan.notInstalled']} → 1.0.0`);
    expect(byTestId('plan-losses')).toBeNull();
    expect(byTestId('plan-conflicts')).toBeNull();
    expect(applyButton().disabled).toBe(false);
    await click(applyButton());
    await vi.waitFor(() => expect(byTestId('apply-result')).not.toBeNull());
    expect(app.bodiesOf('/api/eform/apps/apply')).toEqual([{ planId: fakeId('plan-install'), acceptLosses: false, resolutions: {} }]);
    app.unmount();
  }, 60_000);

  it('keeps the plan and says why when the apply is refused (a stale plan)', async () => {
    const stale = '租户在生成计划后已有改变，请重新生成计划';
    const app = await renderPackages({
      'POST /api/eform/apps/plan': () => installPlan(),
      'POST /api/eform/apps/apply': () => new RawResponse(409, { success: false, code: 409, message: stale, result: null, timestamp: 0 }),
    });
    await vi.waitFor(() => expect(byTestId('import-package')).not.toBeNull(), { timeout: 30_000 });
    await pick('customs.app.json', JSON.stringify(customsPackage));
    await vi.waitFor(() => expect(byTestId('plan-view')).not.toBeNull());
    await click(applyButton());
    await vi.waitFor(() => expect(byTestId('package-error')?.textContent).toContain(stale));
    expect(byTestId('plan-view')).not.toBeNull();
    expect(byTestId('apply-result')).toBeNull();
    await click(byTestId('plan-again'));
    await vi.waitFor(() => expect(app.bodiesOf('/api/eform/apps/plan')).toHaveLength(2));
    app.unmount();
  }, 60_000);
});

describe('the app packages page: installed versions', () => {
  const installed: InstalledAppPackage = {
    appCode: 'customs_declaration', appName: 'Customs declaration', version: '1.1.0', installedAt: '2026-11-26T19:10:00.000Z', installedBy: 'acme_admin', previousVersion: '1.0.0', canRollback: true,
    history: [
      { version: '1.1.0', appliedAt: '2026-11-26T19:10:00.000Z', appliedBy: 'acme_admin', planSummary: { created: 1, changed: 2, removed: 0 } },
      { version: '1.0.0', appliedAt: '2026-11-25T08:00:00.000Z', appliedBy: 'acme_admin', planSummary: { created: 30, changed: 0, removed: 0 } },
    ],
  };

  it('lists each app with its history, and rolls back only after the refused rollback\'s losses are accepted', async () => {
    const refusal = '回滚会丢失数据：dec_head.permit_no 有 3 行数据';
    const app = await renderPackages({
      'GET /api/eform/apps/installed': () => [installed],
      'POST /api/eform/apps/customs_declaration/rollback': ({ body }) => (body as { acceptLosses?: boolean }).acceptLosses
        ? { ...applied, version: '1.0.0', created: 0, changed: 2, removed: 1 }
        : new RawResponse(409, { success: false, code: 409, message: refusal, result: { losses: [{ id: 'loss-permit', kind: 'table', code: 'dec_head', description: 'permit_no dropped', rows: 3 }] }, timestamp: 0 }),
    });
    await vi.waitFor(() => expect(installedTab()).toBeDefined(), { timeout: 30_000 });
    await click(installedTab());
    await vi.waitFor(() => expect(byTestId('installed-packages')?.textContent).toContain('customs_declaration'));
    expect(byTestId('installed-packages')!.textContent).toContain('acme_admin');
    await click(byTestId('installed-packages')!.querySelector('.ant-table-row-expand-icon'));
    await vi.waitFor(() => expect(byTestId('installed-history-customs_declaration')?.textContent).toContain('新建 30，修改 0，删除 0'));

    await click(byTestId('rollback-customs_declaration'));
    await vi.waitFor(() => expect(byTestId('rollback-ok')).not.toBeNull());
    await click(byTestId('rollback-ok'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="rollback-error"]')?.textContent).toContain(refusal));
    expect(document.querySelector('.ant-modal')!.textContent).toContain('permit_no dropped');
    expect((byTestId('rollback-ok') as HTMLButtonElement).disabled).toBe(true);
    await click(checkbox('rollback-accept-losses'));
    await vi.waitFor(() => expect((byTestId('rollback-ok') as HTMLButtonElement).disabled).toBe(false));
    await click(byTestId('rollback-ok'));
    await vi.waitFor(() => expect(app.bodiesOf('/api/eform/apps/customs_declaration/rollback')).toEqual([{}, { acceptLosses: true }]));
    await vi.waitFor(() => expect(byTestId('rollback-ok')).toBeNull());
    app.unmount();
  }, 60_000);

  it('shows a rollback refused for another reason (no earlier version) as its message alone, with nothing to accept', async () => {
    const refusal = 'customs_declaration 没有更早的安装版本';
    const app = await renderPackages({
      'GET /api/eform/apps/installed': () => [installed],
      'POST /api/eform/apps/customs_declaration/rollback': () => new RawResponse(409, { success: false, code: 409, message: refusal, result: null, timestamp: 0 }),
    });
    await vi.waitFor(() => expect(installedTab()).toBeDefined(), { timeout: 30_000 });
    await click(installedTab());
    await vi.waitFor(() => expect(byTestId('rollback-customs_declaration')).not.toBeNull());
    await click(byTestId('rollback-customs_declaration'));
    await vi.waitFor(() => expect(byTestId('rollback-ok')).not.toBeNull());
    await click(byTestId('rollback-ok'));
    await vi.waitFor(() => expect(byTestId('rollback-error')?.textContent).toContain(refusal));
    expect(byTestId('rollback-accept-losses')).toBeNull();
    expect(app.bodiesOf('/api/eform/apps/customs_declaration/rollback')).toEqual([{}]);
    app.unmount();
  }, 60_000);

  it('downloads an installed app\'s package (JSON sent as an attachment) from the export route with the session\'s token, and shows a refusal', async () => {
    const app = await renderPackages({ 'GET /api/eform/apps/installed': () => [installed] });
    await vi.waitFor(() => expect(installedTab()).toBeDefined(), { timeout: 30_000 });
    await click(installedTab());
    await vi.waitFor(() => expect(byTestId('export-customs_declaration')).not.toBeNull());
    const downloads: { url: string; token: string | undefined }[] = [];
    let isRefused = false;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      downloads.push({ url: String(url), token: (init.headers as Record<string, string>)['X-Access-Token'] });
      return isRefused
        ? new Response(JSON.stringify({ success: false, code: 403, message: '没有管理应用的权限', result: null, timestamp: 0 }), { status: 403, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
        : new Response('{\n  "packageCode": "customs_declaration"\n}\n', { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': 'attachment; filename="customs_declaration-1.1.0.app.json"' } });
    });
    const saved: string[] = [];
    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:package');
    URL.revokeObjectURL = vi.fn();
    await click(byTestId('export-customs_declaration'));
    await vi.waitFor(() => expect(saved).toEqual(['customs_declaration-1.1.0.app.json']));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.url).toContain('/api/eform/apps/customs_declaration/export?');
    expect(downloads[0]!.url).toContain('download=1');
    expect(downloads[0]!.token).toBeTruthy();
    expect(byTestId('installed-error')).toBeNull();

    isRefused = true;
    await click(byTestId('export-customs_declaration'));
    await vi.waitFor(() => expect(byTestId('installed-error')?.textContent).toContain('没有管理应用的权限'));
    expect(saved).toHaveLength(1);
    clickLink.mockRestore();
    vi.unstubAllGlobals();
    app.unmount();
  }, 60_000);
});
