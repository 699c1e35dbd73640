import type { MenuItem } from '@wharf/engine';

/** A small permission menu for tests: a console group with two pages and a front-end page. */
export const menuFixture: MenuItem[] = [
  {
    id: 'm-sys',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    back: '1',
    meta: { title: 'System', zhCn: '系统管理', enUs: 'System', thTh: 'ระบบ' },
    children: [
      { id: 'm-user', path: '/system/user', name: 'user', component: 'system/UserList', back: '1', meta: { title: 'Users', zhCn: '用户管理', enUs: 'Users' } },
      { id: 'm-frame', path: '/system/docs', name: 'docs', component: 'IframePageView', back: '1', meta: { title: 'Docs', url: 'https://docs.example/{username}' } },
    ],
  },
  { id: 'm-orders', path: '/eform/redirect/ViewLayoutRedirect/orders', name: 'orders', component: 'eform/ViewLayoutRedirect', back: '0', meta: { title: 'Orders', zhCn: '订单' } },
  { id: 'm-out', path: '/out', name: 'out', component: 'Redirect', back: '0', meta: { title: 'Out', internalOrExternal: true, url: 'https://x.example/?u={username}' } },
];
