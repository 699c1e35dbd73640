import type { Catalogue } from '../types';

/** Messages of the menu and permission logic (spec §4 permission loading, §8). */
export const menusCatalogue: Catalogue = {
  zh_CN: {
    'menus/permissions-not-array': '权限必须是非空数组',
    'menus/duplicate-id': '菜单 id {0} 重复',
    'menus/parent-cycle': '菜单 {0} 的上级菜单形成循环',
  },
  en_US: {
    'menus/permissions-not-array': 'permissions must be a non-null array',
    'menus/duplicate-id': 'Menu id {0} appears more than once',
    'menus/parent-cycle': 'The parent chain of menu {0} loops back on itself',
  },
  th_TH: {
    'menus/permissions-not-array': 'สิทธิ์ต้องเป็นอาร์เรย์ที่ไม่ว่าง',
    'menus/duplicate-id': 'รหัสเมนู {0} ซ้ำกัน',
    'menus/parent-cycle': 'เมนูหลักของเมนู {0} วนกลับมาที่ตัวเอง',
  },
  zh_TW: {
    'menus/permissions-not-array': '權限必須是非空陣列',
    'menus/duplicate-id': '選單 id {0} 重複',
    'menus/parent-cycle': '選單 {0} 的上層選單形成循環',
  },
};
