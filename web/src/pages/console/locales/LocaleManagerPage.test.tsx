import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click } from '../testing/domHelpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the interface-text page', () => {
  it('lists the tenant\'s wording and removes it with a null', async () => {
    const api = consoleTestServer(['systemLocale:edit'], {
      'GET /api/eform/manage/localeProvider/getLocales': () => ok({ 'common.save': '提交' }),
      'POST /api/eform/manage/localeProvider/save': () => ok(),
    });
    const app = await renderApp('/system/locale', api);
    await vi.waitFor(() => expect(app.container.querySelector('tr[data-row-key="common.save"]')?.textContent).toContain('提交'), { timeout: 30_000 });
    await click(buttonWithText(app.container.querySelector('tr[data-row-key="common.save"]')!, '恢复默认'));
    await click(document.querySelector('.ant-modal-confirm .ant-btn-primary'));
    await vi.waitFor(() => expect(api.bodies['POST /api/eform/manage/localeProvider/save']).toEqual([{ lang: 'zh_CN', entries: { 'common.save': null } }]));
    app.unmount();
  }, 60_000);
});
