import type { Catalogue } from '../types';

/** Messages of the dashboard runtime's server side (issue 17): opening a published dashboard. */
export const dashboardsCatalogue: Catalogue = {
  zh_CN: {
    'dashboard/not-found': '仪表板 {0} 不存在或尚未发布',
    'dashboard/open-denied': '您没有打开此仪表板的权限',
  },
  en_US: {
    'dashboard/not-found': 'The dashboard {0} does not exist or is not published',
    'dashboard/open-denied': 'You may not open this dashboard',
  },
  th_TH: {
    'dashboard/not-found': 'ไม่มีแดชบอร์ด {0} หรือยังไม่ได้เผยแพร่',
    'dashboard/open-denied': 'คุณไม่มีสิทธิ์เปิดแดชบอร์ดนี้',
  },
  zh_TW: {
    'dashboard/not-found': '儀表板 {0} 不存在或尚未發佈',
    'dashboard/open-denied': '您沒有開啟此儀表板的權限',
  },
};
