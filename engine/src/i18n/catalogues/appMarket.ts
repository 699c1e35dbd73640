import type { Catalogue } from '../types';

/** Messages of the app market (spec §2 /marketList, §7 manage/market). */
export const appMarketCatalogue: Catalogue = {
  zh_CN: {
    'appMarket/not-found': '应用市场中没有应用 {0}',
    'appMarket/already-installed': '应用 {0} 已安装（版本 {1}）',
    'appMarket/not-installed': '应用 {0} 尚未安装，请先安装',
    'appMarket/up-to-date': '应用 {0} 已是版本 {1}，市场中没有更新的版本',
    'appMarket/installed': '已安装应用 {0}（版本 {1}）',
    'appMarket/updated': '已将应用 {0} 更新到版本 {1}',
    'appMarket/group-shipped': '随 Wharf 提供',
    'appMarket/group-local': '运维添加',
  },
  en_US: {
    'appMarket/not-found': 'The app {0} is not in the market',
    'appMarket/already-installed': 'The app {0} is already installed (version {1})',
    'appMarket/not-installed': 'The app {0} is not installed; install it first',
    'appMarket/up-to-date': 'The app {0} is at version {1}; the market has no newer version',
    'appMarket/installed': 'Installed the app {0} (version {1})',
    'appMarket/updated': 'Updated the app {0} to version {1}',
    'appMarket/group-shipped': 'Shipped with Wharf',
    'appMarket/group-local': 'Added by the operator',
  },
  th_TH: {
    'appMarket/not-found': 'ไม่มีแอป {0} ในตลาดแอป',
    'appMarket/already-installed': 'ติดตั้งแอป {0} แล้ว (เวอร์ชัน {1})',
    'appMarket/not-installed': 'ยังไม่ได้ติดตั้งแอป {0} กรุณาติดตั้งก่อน',
    'appMarket/up-to-date': 'แอป {0} เป็นเวอร์ชัน {1} แล้ว ตลาดแอปไม่มีเวอร์ชันที่ใหม่กว่า',
    'appMarket/installed': 'ติดตั้งแอป {0} แล้ว (เวอร์ชัน {1})',
    'appMarket/updated': 'อัปเดตแอป {0} เป็นเวอร์ชัน {1} แล้ว',
    'appMarket/group-shipped': 'มาพร้อมกับ Wharf',
    'appMarket/group-local': 'เพิ่มโดยผู้ดูแลระบบ',
  },
  zh_TW: {
    'appMarket/not-found': '應用市集中沒有應用 {0}',
    'appMarket/already-installed': '應用 {0} 已安裝（版本 {1}）',
    'appMarket/not-installed': '應用 {0} 尚未安裝，請先安裝',
    'appMarket/up-to-date': '應用 {0} 已是版本 {1}，市集中沒有更新的版本',
    'appMarket/installed': '已安裝應用 {0}（版本 {1}）',
    'appMarket/updated': '已將應用 {0} 更新到版本 {1}',
    'appMarket/group-shipped': '隨 Wharf 提供',
    'appMarket/group-local': '維運新增',
  },
};
