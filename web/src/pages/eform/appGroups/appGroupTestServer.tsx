import { fakeServerOf, type FakeAnswer } from '../../../test/fakeServerOf';
import { permissionListOf } from '../../../test/permissionList';
import { renderApp } from '../../../test/renderApp';

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });

/** A console menu with the group page and the three definition lists, as the permission list sends it. */
export const builderMenu = [
  page('app/AppGroupList', '/app/group', '应用分组'),
  { ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('eform/TableList', '/eform/tables', '数据表'), page('eform/FormList', '/eform/forms', '表单'), page('eform/ViewList', '/eform/views', '视图')] },
];

/**
 * Renders the whole app at `path` in jsdom for a console user holding `buttons`, the API answered
 * by `answers` ("METHOD /api/path" → result, 404 otherwise); `calls` keeps each call's query
 * string, which the group filter is about.
 */
export async function renderBuilder(path: string, buttons: readonly string[], answers: Record<string, FakeAnswer>) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const server = fakeServerOf({ 'GET /api/system/getUserPermissionByToken': () => permissionListOf(builderMenu, buttons), ...answers });
  const app = await renderApp(path, server);
  return { calls: server.calls, container: app.container, unmount: app.unmount };
}

export const pageOf = <T,>(records: T[], extra: object = {}) => ({ records, total: records.length, current: 1, size: 20, pages: 1, ...extra });
