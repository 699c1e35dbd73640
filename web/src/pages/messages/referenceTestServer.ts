import { consoleTestServer, type ConsoleTestServer } from '../console/testing/consoleTestServer';
import { envelope } from '../../test/renderApp';
import { fakePermissions } from '../../test/fakeSession';

type Handler = (body: unknown) => { status: number; body: unknown };

const page = (component: string, path: string, title: string, back: '0' | '1' = '1') => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back, meta: { title, zhCn: title } });

/** A menu holding the reference administration pages and the message centre, as the permission list would send it. */
export const referenceMenu = [
  {
    id: 'm-system',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    back: '1',
    meta: { title: '系统管理', zhCn: '系统管理' },
    children: [
      page('system/CategoryList', '/system/category', '分类字典'),
      page('system/CheckRuleList', '/system/checkRule', '校验规则'),
      page('system/JumpParamList', '/system/jumpParam', '跳转参数'),
      page('system/MessageAdmin', '/system/message', '消息管理'),
      page('system/SiteSettings', '/system/siteSetting', '站点设置'),
      page('system/ScheduledJobList', '/system/scheduledJob', '定时任务'),
    ],
  },
  page('message/MessageCenter', '/message/center', '消息中心', '0'),
];

/** The console test server (signed-in user with `buttons`) whose permission list carries `referenceMenu`. */
export function referenceTestServer(buttons: readonly string[], answers: Record<string, Handler>): ConsoleTestServer {
  const auth = buttons.map((action) => ({ action, type: '1', status: '0', describe: action }));
  return consoleTestServer(buttons, {
    'GET /api/system/getUserPermissionByToken': () => ({ status: 200, body: envelope(fakePermissions(referenceMenu, { auth })) }),
    ...answers,
  });
}
