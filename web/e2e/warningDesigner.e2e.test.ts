import { designerCatalogues } from '@wharf/designers/i18n';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { reportDesignPageTexts } from '../src/i18n/catalogues/reportDesignPages';
import { warningPageTexts } from '../src/i18n/catalogues/warningPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';

const baseUrl = inject('baseUrl');
const password = inject('adminPassword');
const texts = warningPageTexts.zh_CN;
const designer = designerCatalogues.zh_CN;
/** antd puts a space between the two characters of a Chinese button text. */
const buttonName = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * Issue 22's warning designer in the browser: a builder designs a warning item from nothing (its
 * rule reading a SQL config, a site message to a user), saves and publishes it, evaluates the
 * rule on the warnings page and sees the matching declaration in warning.
 */
describe.skipIf(!baseUrl)(`the warning designer in Chromium ${inject('serverProblem')}`, () => {
  const sessions: BrowserSession[] = [];
  afterEach(async (context) => {
    for (const session of sessions.splice(0)) {
      if (context.task.result?.state === 'fail') await screenshot(session.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
      await session.close();
    }
  });

  it('designs a rule, publishes it, evaluates it and shows its record in warning', async () => {
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    const code = `wd_${runSuffix}`;
    const consignee = `WD ${runSuffix}`;
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
    // A site message to demo_admin (the bell).
    await form.getByRole('tab', { name: designer['designer.warning.tab.recipients'] }).click();
    await form.getByText(designer['designer.warning.recipients.siteChannel']!, { exact: true }).click();
    const recipients = form.getByRole('combobox', { name: designer['designer.warning.recipients.recipient'], exact: true });
    await recipients.click();
    await recipients.fill('demo_admin');
    await recipients.press('Enter');
    await form.getByRole('tab', { name: designer['designer.warning.tab.templates'] }).click();
    await expect.poll(() => form.getByTestId('warning-preview-subject').first().textContent(), { timeout: 30_000 }).toContain(`Designer ${runSuffix}`);

    await form.getByRole('button', { name: buttonName(designer['designer.warning.save']!) }).click();
    // Saved as version 1 (the drawer opens the stored definition: the publish button appears).
    const publish = page.getByTestId('publish-open-warning');
    await publish.waitFor({ timeout: 30_000 });
    await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
    await publish.click();
    await page.getByText(reportDesignPageTexts.zh_CN['reportDesign.published']!.replace('{{version}}', '1')).first().waitFor({ timeout: 30_000 });
    await page.locator('.ant-drawer-close').click();

    // Published: the rules tab lists it; evaluated, the declaration is in warning.
    await page.getByTestId('warnings-page').getByRole('tab', { name: texts['warnings.tab.rules'], exact: true }).click();
    const row = page.getByTestId(`warning-rule-${code}-${code}`);
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    await page.getByTestId('warnings-evaluate').click();
    await page.getByTestId('warnings-evaluated').waitFor({ timeout: 30_000 });
    const status = page.getByTestId(`warning-status-${created.id}`);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe(texts['warnings.status.warn']);

  });
});
