import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { ok, pageOf, signIn } from '../console/testing/consoleTestServer';
import { click } from '../console/testing/domHelpers';
import { referenceTestServer } from './referenceTestServer';
import { fakeId } from '../../test/fakeSession';

const entries = [
  { anntId: fakeId('a1'), title: '系统升级', content: '<p>周六晚</p><img src=x onerror="window.hacked=1"><style>p{background:url(https://evil.example/a)}</style><link rel="stylesheet" href="https://evil.example/b.css"><p style="background:url(https://evil.example/c)">停机</p>', msgCategory: '2', priority: 'M', sendTime: '2026-11-22T08:00:00Z', readFlag: '0' },
  { anntId: fakeId('a2'), title: '港口公告', content: '港口周日关闭', msgCategory: '1', priority: 'H', sendTime: '2026-11-21T08:00:00Z', readFlag: '1' },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the message centre', () => {
  it('lists announcements and system messages, opens one sanitised and marks it read, and marks all read', async () => {
    const api = referenceTestServer([], {
      'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend': () => pageOf(entries),
      'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId': () => ok(null),
      'PUT /api/system/sysAnnouncementSend/readAll': () => ok({ marked: 1 }),
    });
    const app = await renderApp('/message/center', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('港口公告'), { timeout: 30_000 });
    expect(app.container.textContent).toContain('系统消息');

    await click(app.container.querySelector('[data-testid="inbox-entry"][data-read="0"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="inbox-content"]')?.innerHTML).toContain('<p>周六晚</p>'), { timeout: 10_000 });
    expect(document.querySelector('[data-testid="inbox-content"]')?.innerHTML).not.toContain('onerror');
    // CSS can fetch an attacker's URL: style sheets, links and inline url() are gone, the text stays.
    expect(document.querySelector('[data-testid="inbox-content"]')?.innerHTML).not.toMatch(/<style|<link|evil\.example/);
    expect(document.querySelector('[data-testid="inbox-content"]')?.textContent).toContain('停机');
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId']).toEqual([{ anntId: fakeId('a1') }]));

    await click(app.container.querySelector('[data-testid="inbox-read-all"]'));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/system/sysAnnouncementSend/readAll')).toHaveLength(1));
    app.unmount();
  }, 60_000);

  it('lists the attachments of an opened announcement with their sizes', async () => {
    const attachment = { id: fakeId('f1'), name: '港口通知.pdf', contentType: 'application/pdf', size: 2560, url: `/api/files/${fakeId('f1')}` };
    const api = referenceTestServer([], {
      'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend': () => pageOf([{ ...entries[1]!, attachments: [attachment] }]),
      'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId': () => ok(null),
    });
    const app = await renderApp('/message/center', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('港口公告'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="inbox-entry"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="attachments"]')?.textContent).toContain('港口通知.pdf (2.5 KB)'), { timeout: 10_000 });
    app.unmount();
  }, 60_000);
});
