import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppRoot } from '../../../app/AppRoot';
import { createAppServices } from '../../../app/appServices';
import { readBootConfig } from '../../../config/bootConfig';
import { envelope } from '../../../test/renderApp';

type Answer = (request: { body: unknown; query: URLSearchParams }) => unknown;

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });

/** A console menu with the group page and the three definition lists, as the permission list sends it. */
export const builderMenu = [
  page('app/AppGroupList', '/app/group', '应用分组'),
  { ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('eform/TableList', '/eform/tables', '数据表'), page('eform/FormList', '/eform/forms', '表单'), page('eform/ViewList', '/eform/views', '视图')] },
];

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Renders the whole app at `path` in jsdom for a console user holding `buttons`, the API answered
 * by `answers` ("METHOD /api/path" → result, 404 otherwise). Unlike the shared renderApp it keeps
 * each call's query string, which the group filter is about.
 */
export async function renderBuilder(path: string, buttons: readonly string[], answers: Record<string, Answer>) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const auth = buttons.map((action) => ({ action, type: '1', status: '0', describe: action }));
  const all: Record<string, Answer> = {
    'GET /api/system/getUserPermissionByToken': () => ({ menu: builderMenu, portalType: '1', quickMenu: [], auth, allAuth: auth }),
    ...answers,
  };
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const answer = all[`${method} ${url.pathname}`];
    const [status, payload] = answer ? [200, envelope(answer({ body, query: url.searchParams }))] : [404, { success: false, message: 'not found' }];
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;

  window.history.replaceState(null, '', path);
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch, reload: () => {} });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<AppRoot services={services} />);
  });
  return {
    calls,
    container,
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

export const pageOf = <T,>(records: T[], extra: object = {}) => ({ records, total: records.length, current: 1, size: 20, pages: 1, ...extra });
