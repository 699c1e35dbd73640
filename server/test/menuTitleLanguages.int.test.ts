import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 20 point 6: zh_TW menus showed Simplified titles (报关, 下载中心) because the permission
// list's meta carried zhCn, enUs and thTh but not zhTw, and the web fell back to zhCn.
type Entry = { path: string; meta: { title: string; zhCn?: string; zhTw?: string }; children?: Entry[] };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const flatten = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

describe('the permission list\'s menu titles', () => {
  it('carry the zh_TW title beside the others, so a second display language in zh_TW reads Traditional', async () => {
    const token = await app.loginAs('demo_admin');
    const answer = await app.api<{ menu: Entry[] }>('GET', '/api/system/getUserPermissionByToken?lang=en_US', { token });
    expect(answer.status).toBe(200);
    const downloads = flatten(answer.body.result.menu).find((entry) => entry.path === '/download/center');
    expect(downloads?.meta).toMatchObject({ title: 'Download centre', zhCn: '下载中心', zhTw: '下載中心' });
  });
});
