import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warningPageTexts } from '../../i18n/catalogues/warningPages';
import { fakeServerOf } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { renderApp } from '../../test/renderApp';
import { click } from '../console/testing/domHelpers';

// The warnings page's templates tab against a fake server answering the documented result shape.

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });
const menu = [{ ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('eform/WarningList', '/eform/warnings', '预警')] }];
const texts = warningPageTexts.zh_CN;
const tab = (name: string) => [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent === name);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('warnings page, templates tab', () => {
  it('lists each published rule\'s templates with their channel, placeholders marked, and whom they notify', async () => {
    localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
    sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
    const server = fakeServerOf({
      'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, ['eformWarning:design']),
      'GET /api/warn/rules': () => [],
      'GET /api/warn/templates': () => [
        { warningCode: 'late', warningItemName: '迟报关', ruleCode: 'h48', ruleName: '48 小时未放行', channel: 'email', templateCode: 'late_mail', templateName: '放行提醒', subject: '报关单 ${entryId} 未放行', content: '<p>${consignee}</p>', recipient: ['demo_admin'], duplicateSender: ['ops@example.com'], businessField: 'brokerEmail' },
      ],
    });
    await renderApp('/eform/warnings', server);
    await vi.waitFor(() => expect(tab(texts['warnings.tab.templates']!)).toBeDefined(), { timeout: 30_000 });
    await click(tab(texts['warnings.tab.templates']!));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="warning-templates"] tbody tr[data-row-key]')).not.toBeNull(), { timeout: 30_000 });
    const row = document.querySelector('[data-testid="warning-templates"] tbody tr[data-row-key]')!;
    expect(row.textContent).toContain(texts['warnings.templates.channel.email']);
    expect(row.textContent).toContain('放行提醒 (late_mail)');
    expect(row.querySelector('code')?.textContent).toBe('${entryId}');
    expect(row.textContent).toContain(`demo_admin, ${texts['warnings.templates.byField']!.replace('{{field}}', 'brokerEmail')}, ${texts['warnings.templates.copy']!.replace('{{address}}', 'ops@example.com')}`);
  }, 120_000);
});
