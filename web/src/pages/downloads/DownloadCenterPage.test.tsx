import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../app/AppRoot';
import { createAppServices } from '../../app/appServices';
import { readBootConfig } from '../../config/bootConfig';
import { downloadPageTexts } from '../../i18n/catalogues/downloadPages';
import { fakeId, fakePermissions } from '../../test/fakeSession';
import { envelope, fakeFetch, type FakeServer } from '../../test/renderApp';
import { buttonWithText, click, toastTexts } from '../console/testing/domHelpers';
import { signIn } from '../console/testing/consoleTestServer';
import type { ExportTask } from './downloadsApi';

const texts = downloadPageTexts.zh_CN;
const menu = [{ id: fakeId('m-dl'), path: '/download/center', name: 'download-center', component: 'system/DownloadCenter', back: '1', meta: { title: '下载中心', zhCn: '下载中心' } }];
/** A task named `name` in the test; the server's ids are uuids (`fakeId(name)`). */
const task = (name: string, statusCode: ExportTask['statusCode'], fileId: string | null, extra: Partial<ExportTask> = {}): ExportTask => ({
  id: fakeId(name), taskName: `报关单 ${name}`, module: 'dec_list', extraCode: null, fileName: `dec_${name}.xlsx`, statusCode, rowCount: fileId ? 3 : null, errorMessage: null,
  insertTime: '2026-11-22T08:00:00.000Z', insertUserId: '5b0c33e2-4c1e-4b8e-9a51-6f3c2d7e8a90', insertUserName: '演示管理员', finishTime: fileId ? '2026-11-22T08:01:00.000Z' : null, fileId, fastDFSPath: fileId, ...extra,
});

interface Call { method: string; url: URL; at: number }

/**
 * The whole app in jsdom at `path`, answering the API from `answers` by "METHOD /path" through the shared
 * fake server (its answers are checked against the documented result schemas); every call's full URL and time are kept.
 */
async function renderDownloads(path: string, answers: Record<string, (url: URL) => { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const auth = [{ action: 'downloadCenter:viewAll', type: '1', status: '0', describe: 'all' }];
  const base: Record<string, () => { status: number; body: unknown }> = {
    'GET /api/system/getUserPermissionByToken': () => ({ status: 200, body: envelope(fakePermissions(menu, { auth, allAuth: auth })) }),
  };
  const server: FakeServer = {
    calls: [],
    handle(method, pathname, _body, _headers, query) {
      const url = new URL(`http://localhost${pathname}?${query.toString()}`);
      calls.push({ method, url, at: Date.now() });
      const key = `${method} ${pathname}`;
      return answers[key]?.(url) ?? base[key]?.();
    },
  };
  const fetch = fakeFetch(server);
  // The file download goes through the global fetch with the token header, like the browser's.
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', path);
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch, reload: () => {} });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<AppRoot services={services} />);
  });
  const listCalls = () => calls.filter((call) => call.url.pathname === '/api/system/exportTask/list');
  return { container, calls, listCalls, unmount: () => act(() => root?.unmount()) };
}

const listOf = (records: ExportTask[]) => () => ({ status: 200, body: envelope({ records, total: 57, current: 1, size: 10, pages: 6 }) });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the download centre', () => {
  it('filters by the route\'s module, passes extraCode and limit, pages by 10 with the spec\'s sizes, and offers a download only for a stored file', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map(fakeId);
    const app = await renderDownloads('/download/center?module=报关单&extraCode=customs&limit=100', {
      'GET /api/system/exportTask/list': listOf([task('a', 'success', 'a'), task('b', 'ing', null), task('c', 'failed', null, { errorMessage: '没有可导出的数据' })]),
    });
    await vi.waitFor(() => expect(app.container.textContent).toContain('dec_a.xlsx'), { timeout: 30_000 });
    const query = app.listCalls()[0]!.url.searchParams;
    expect(Object.fromEntries([...query].filter(([name]) => name !== '_t' && name !== 'lang'))).toEqual({ pageNo: '1', pageSize: '10', taskName: '报关单', extraCode: 'customs', limit: '100' });
    expect(app.container.querySelector<HTMLInputElement>('[data-testid="task-name-filter"] input, input[data-testid="task-name-filter"]')?.value).toBe('报关单');
    expect(app.container.querySelector(`[data-testid="download-${a}"]`)).not.toBeNull();
    expect(app.container.querySelector(`[data-testid="download-${b}"]`)).toBeNull();
    expect(app.container.querySelector(`[data-testid="download-${c}"]`)).toBeNull();
    expect(app.container.querySelector(`[data-testid="status-${b}"]`)?.textContent).toBe(texts['downloads.status.ing']);
    expect(app.container.querySelector('.ant-pagination-total-text')?.textContent).toBe('共 57 条');
    expect(app.container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(app.container.querySelector('.ant-pagination-options .ant-select')?.textContent).toContain('10');
    app.unmount();
  }, 60_000);

  it('asks again every 5 s: a task that finishes gets its download button', async () => {
    let records = [task('a', 'ing', null)];
    const app = await renderDownloads('/download/center', { 'GET /api/system/exportTask/list': () => listOf(records)() });
    await vi.waitFor(() => expect(app.container.querySelector(`[data-testid="status-${fakeId('a')}"]`)?.textContent).toBe(texts['downloads.status.ing']), { timeout: 30_000 });
    expect(app.listCalls()).toHaveLength(1);
    records = [task('a', 'success', 'a')];
    await vi.waitFor(() => expect(app.container.querySelector(`[data-testid="download-${fakeId('a')}"]`)).not.toBeNull(), { timeout: 15_000, interval: 100 });
    const [first, second] = app.listCalls();
    // The second call is the poll, not sooner than its interval (less a little for timer slack).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(4500);
    app.unmount();
  }, 60_000);

  it('downloads the stored file with the token, says why a download failed, and deletes a task after confirmation', async () => {
    const app = await renderDownloads('/download/center', {
      'GET /api/system/exportTask/list': listOf([task('a', 'success', 'a'), task('b', 'success', 'b')]),
      'GET /api/common/static/a': () => ({ status: 404, body: { success: false, code: 404, message: '文件下载失败', result: null, timestamp: 0 } }),
      'DELETE /api/system/exportTask/delete': () => ({ status: 200, body: envelope(null) }),
    });
    await vi.waitFor(() => expect(app.container.querySelector(`[data-testid="download-${fakeId('a')}"]`)).not.toBeNull(), { timeout: 30_000 });
    await click(app.container.querySelector(`[data-testid="download-${fakeId('a')}"]`));
    await vi.waitFor(() => expect(toastTexts()).toContain('文件下载失败'));
    const fileCall = app.calls.find((call) => call.url.pathname === '/api/common/static/a');
    expect(fileCall).toBeDefined();

    const listsBefore = app.listCalls().length;
    await click(app.container.querySelector(`[data-testid="delete-${fakeId('b')}"]`));
    await vi.waitFor(() => expect(document.querySelector('.ant-popconfirm')?.textContent).toContain(texts['downloads.confirmDelete']));
    await click(buttonWithText(document.querySelector('.ant-popconfirm')!, texts['downloads.ok']!));
    await vi.waitFor(() => expect(app.calls.some((call) => call.method === 'DELETE' && call.url.searchParams.get('id') === fakeId('b'))).toBe(true));
    await vi.waitFor(() => expect(app.listCalls().length).toBeGreaterThan(listsBefore));
    app.unmount();
  }, 60_000);
});
