import { designerCatalogues } from '@wharf/designers/i18n';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { reportDesignPageTexts } from '../src/i18n/catalogues/reportDesignPages';
import { warningPageTexts } from '../src/i18n/catalogues/warningPages';
import { expectNoSeriousViolations } from './axe';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const texts = warningPageTexts.zh_CN;
const designer = designerCatalogues.zh_CN;
/** antd puts a space between the two characters of a Chinese button text. */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/** The notice config the designer saved, as the definition store answers it. */
interface SavedWarning { body: { rules: Array<{ noticeConfig?: { recipientUserIds?: string[]; recipientRoleIds?: string[]; recipientDepartIds?: string[] } }> } }
/** An outbox row, as the message console lists it. */
interface OutboxMessage { esType: string; esReceiver: string; source: string | null }

/**
 * Issue 22's warning designer in the browser: a builder designs a warning item from nothing (its
 * rule reading a SQL config, a site message to a user, a role and a department picked from the
 * tenant's lists), saves and publishes it, evaluates the rule on the warnings page and sees the
 * matching declaration in warning and the site message addressed to the picked people.
 */
describe.skipIf(!baseUrl)(`the warning designer in Chromium ${inject('serverProblem')}`, () => {
  const sessions: BrowserSession[] = [];
  afterEach(async (context) => {
    for (const session of sessions.splice(0)) {
      if (context.task.result?.state === 'fail') await screenshot(session.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
      await session.close();
    }
  });

  it('designs a rule with picked recipients, publishes it, evaluates it and shows its record in warning', async () => {
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    const code = `wd_${runSuffix}`;
    const consignee = `WD ${runSuffix}`;
    // This run's own people: one picked as a user, one through a role, one through a department.
    const role = await api<{ id: string }>(baseUrl, token, 'POST', '/system/role/add', { roleCode: `wd_role_${runSuffix}`, roleName: `Warn role ${runSuffix}`, roleType: 'front' });
    const desk = await api<{ id: string }>(baseUrl, token, 'POST', '/system/sysOrg/add', { orgName: `Warn desk ${runSuffix}`, orgCode: `WD_${runSuffix.toUpperCase()}`, orgType: 'department' });
    const people = { direct: `wd_user_${runSuffix}`, byRole: `wd_role_${runSuffix}`, byDesk: `wd_desk_${runSuffix}` };
    const userPassword = `Warn-Design-2026-${runSuffix}!x`;
    const direct = await api<{ id: string }>(baseUrl, token, 'POST', '/system/user/add', { username: people.direct, realname: 'WD direct', password: userPassword });
    await api(baseUrl, token, 'POST', '/system/user/add', { username: people.byRole, realname: 'WD role', password: userPassword, roleIds: [role.id] });
    await api(baseUrl, token, 'POST', '/system/user/add', { username: people.byDesk, realname: 'WD desk', password: userPassword, departIds: [desk.id] });
    // The rule's records: this run's declaration only (its own SQL config), so other files' data changes nothing here.
    await api(baseUrl, token, 'POST', '/eform/sqlConfig/add', { sqlCode: code, sqlName: `Designer ${runSuffix}`, sqlQuery: `select id, consignee from biz.dec_head where consignee = '${consignee}'` });
    const declDate = new Date().toISOString().slice(0, 10);
    const created = await api<{ id: string }>(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee, declDate, declTotal: 10 } });

    const session = await openBrowser({ width: 1600, height: 960 });
    sessions.push(session);
    const { page } = session;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/eform/warnings`);
    await page.getByTestId('warnings-page').waitFor({ timeout: 30_000 });

    // A new warning item from the design tab.
    await page.getByTestId('warnings-page').getByRole('tab', { name: texts['warnings.tab.design'], exact: true }).click();
    await page.getByTestId('new-warning').click();
    await page.getByTestId('new-definition-code').fill(code);
    await page.getByTestId('new-definition-name').fill(`Designer ${runSuffix}`);
    await page.locator('.ant-modal .ant-btn-primary').click();
    const form = page.getByTestId('warning-designer');
    await form.waitFor({ timeout: 30_000 });

    // Its rule reads the SQL config; every row it returns is in warning (no conditions).
    await form.getByRole('tab', { name: designer['designer.warning.tab.source'] }).click();
    await form.getByRole('combobox', { name: designer['designer.warning.source.sqlCode'], exact: true }).click();
    await page.locator(`.ant-select-item-option[title^="${code} "]`).click();
    // A site message (the bell) to a user, a role and a department, each picked from the tenant's list the server searches.
    await form.getByRole('tab', { name: designer['designer.warning.tab.recipients'] }).click();
    await form.getByText(designer['designer.warning.recipients.siteChannel']!, { exact: true }).click();
    const pick = async (label: string, keyword: string, option: string) => {
      const picker = form.getByRole('combobox', { name: label, exact: true });
      await picker.click();
      await picker.fill(keyword);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
      await form.locator('.ant-select-selection-item', { hasText: option }).waitFor();
      // Closed by a click beside it (Escape would reach the drawer, which asks before closing).
      await form.getByText(designer['designer.warning.recipients.channelsHint']!, { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    };
    await pick(designer['designer.warning.recipients.users']!, people.direct, `WD direct (${people.direct})`);
    await pick(designer['designer.warning.recipients.roles']!, `wd_role_${runSuffix}`, `Warn role ${runSuffix} (wd_role_${runSuffix})`);
    await pick(designer['designer.warning.recipients.departs']!, `Warn desk ${runSuffix}`, `Warn desk ${runSuffix} (WD_${runSuffix.toUpperCase()})`);
    await expectNoSeriousViolations(page, 'warning designer: recipients');
    await form.getByRole('tab', { name: designer['designer.warning.tab.templates'] }).click();
    await expect.poll(() => form.getByTestId('warning-preview-subject').first().textContent(), { timeout: 30_000 }).toContain(`Designer ${runSuffix}`);
    // The templates' headings are h2 under the page's h1 (drawn at their old size).
    expect(await form.locator('h2', { hasText: designer['designer.warning.templates.site']! }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'warning designer: templates');

    await form.getByRole('button', { name: buttonName(designer['designer.warning.save']!) }).click();
    // Saved as version 1 (the drawer opens the stored definition: the publish button appears).
    const publish = page.getByTestId('publish-open-warning');
    await publish.waitFor({ timeout: 30_000 });
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publish.click();
    await page.getByText(reportDesignPageTexts.zh_CN['reportDesign.published']!.replace('{{version}}', '1')).first().waitFor({ timeout: 30_000 });
    await page.locator('.ant-drawer-close').click();
    // The definition holds the picked ids.
    const listed = await api<{ records: Array<{ id: string; code: string }> }>(baseUrl, token, 'GET', `/eform/definitions?kind=warning&keyword=${code}&pageNo=1&pageSize=20`);
    const saved = await api<SavedWarning>(baseUrl, token, 'GET', `/eform/definitions/${listed.records.find((record) => record.code === code)!.id}`);
    expect(saved.body.rules[0]!.noticeConfig).toMatchObject({ recipientUserIds: [direct.id], recipientRoleIds: [role.id], recipientDepartIds: [desk.id] });

    // Published: the rules tab lists it; evaluated, the declaration is in warning.
    await page.getByTestId('warnings-page').getByRole('tab', { name: texts['warnings.tab.rules'], exact: true }).click();
    const row = page.getByTestId(`warning-rule-${code}-${code}`);
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    await page.getByTestId('warnings-evaluate').click();
    await page.getByTestId('warnings-evaluated').waitFor({ timeout: 30_000 });
    const status = page.getByTestId(`warning-status-${created.id}`);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe(texts['warnings.status.warn']);

    // The site message is in the outbox for the three picked people: the user, the role's member and the department's.
    const messages = await api<{ records: OutboxMessage[] }>(baseUrl, token, 'GET', `/system/message/sysMessage/list?pageNo=1&pageSize=20&esType=system&esTitle=${encodeURIComponent(`Designer ${runSuffix}`)}`);
    const sent = messages.records.filter((message) => message.source === `warning:${code}/${code}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.esReceiver.split(',').sort()).toEqual(Object.values(people).sort());
  });
});
