import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const save = (token: string, body: unknown) => app.api<{ errors: Array<{ path: string }> }>('POST', '/api/eform/manage/localeProvider/save', { token, body });

describe('remote locales', () => {
  it('serve the tenant\'s own wording per language, for the main and the second language', async () => {
    expect((await save(admin, { lang: 'en_US', entries: { 'menu.workbench': 'My desk', 'login.title': 'Customs portal' } })).status).toBe(200);
    expect((await save(admin, { lang: 'th_TH', entries: { 'menu.workbench': 'โต๊ะทำงาน' } })).status).toBe(200);
    const main = await app.api<Record<string, string>>('GET', '/api/eform/manage/localeProvider/getLocales?lang=en_US&enableRemoteLocale=true', { token: staff });
    expect(main.body.result).toEqual({ 'menu.workbench': 'My desk', 'login.title': 'Customs portal' });
    const second = await app.api<Record<string, string>>('GET', '/api/eform/manage/localeProvider/getSecLocales?secLang=th_TH', { token: staff });
    expect(second.body.result).toEqual({ 'menu.workbench': 'โต๊ะทำงาน' });
    const byRequestLanguage = await app.api<Record<string, string>>('GET', '/api/eform/manage/localeProvider/getLocales', { token: staff, headers: { secLang: 'th_TH' } });
    expect(byRequestLanguage.body.result).toEqual({ 'menu.workbench': 'โต๊ะทำงาน' });
  });

  it('change and remove entries (null removes), and keep each tenant\'s wording apart', async () => {
    await save(admin, { lang: 'en_US', entries: { 'menu.workbench': 'Desk', 'login.title': null } });
    expect((await app.api<Record<string, string>>('GET', '/api/eform/manage/localeProvider/getLocales?lang=en_US', { token: staff })).body.result).toEqual({ 'menu.workbench': 'Desk' });
    expect((await app.api<Record<string, string>>('GET', '/api/eform/manage/localeProvider/getLocales?lang=en_US', { token: await app.loginAs('acme_admin') })).body.result).toEqual({});
  });

  it('need the locale page\'s button to save, and refuse malformed keys, languages and values', async () => {
    expect((await save(staff, { lang: 'en_US', entries: { a: 'b' } })).status).toBe(403);
    const bad = await save(admin, { lang: 'fr_FR', entries: { 'bad key!': 'x', ok: 'y'.repeat(2001) } });
    expect(bad.status).toBe(400);
    expect((await app.api('GET', '/api/eform/manage/localeProvider/getSecLocales', { token: staff })).status).toBe(400);
  });
});
