import type { MenuItem } from './types';

/** The component name of the app market list; the web app maps it to its page. */
export const appMarketComponent = 'appMarket/AppMarketList';

/**
 * The hidden front-end entry that is appended to every permission menu (spec §2 "Other routes"),
 * so the market page is routable without appearing in the navigation.
 * Its id has the 18 characters of front-end menu ids (spec §9).
 */
export const appMarketMenuItem: MenuItem = Object.freeze({
  id: 'front-app-market-0',
  path: '/app-market',
  name: 'app-market',
  component: appMarketComponent,
  menuCode: 'appMarket',
  hidden: true,
  back: '0',
  meta: Object.freeze({ title: 'app market', zhCn: '应用市场', enUs: 'App market', thTh: 'ตลาดแอป', zhTw: '應用市場', keepAlive: false }),
}) as MenuItem;
