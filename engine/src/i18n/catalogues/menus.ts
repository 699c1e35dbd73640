import type { Catalogue } from '../types';

/** Messages of the menu and permission logic (spec §4 permission loading, §8). */
export const menusCatalogue: Catalogue = {
  zh_CN: {
    'menus/permissions-not-array': '权限必须是非空数组',
    'menus/duplicate-id': '菜单 id {0} 重复',
    'menus/parent-cycle': '菜单 {0} 的上级菜单形成循环',
    'menus/code-exists': '菜单编码 {0} 已存在',
    'menus/copy-top-level-only': '只能复制一级菜单',
    'menus/parent-not-found': '上级菜单不存在',
    'menus/parent-is-self': '上级菜单不能是它自己或它的下级',
    'menus/button-needs-parent': '按钮必须挂在菜单下',
    'menus/form-not-published': '表单 {0} 尚未发布',
  },
  en_US: {
    'menus/permissions-not-array': 'permissions must be a non-null array',
    'menus/duplicate-id': 'Menu id {0} appears more than once',
    'menus/parent-cycle': 'The parent chain of menu {0} loops back on itself',
    'menus/code-exists': 'The menu code {0} already exists',
    'menus/copy-top-level-only': 'Only a top-level menu can be copied',
    'menus/parent-not-found': 'The parent menu does not exist',
    'menus/parent-is-self': 'A menu cannot sit under itself or one of its own sub-menus',
    'menus/button-needs-parent': 'A button must sit under a menu',
    'menus/form-not-published': 'The form {0} is not published',
  },
  th_TH: {
    'menus/permissions-not-array': 'สิทธิ์ต้องเป็นอาร์เรย์ที่ไม่ว่าง',
    'menus/duplicate-id': 'รหัสเมนู {0} ซ้ำกัน',
    'menus/parent-cycle': 'เมนูหลักของเมนู {0} วนกลับมาที่ตัวเอง',
    'menus/code-exists': 'รหัสเมนู {0} มีอยู่แล้ว',
    'menus/copy-top-level-only': 'คัดลอกได้เฉพาะเมนูระดับบนสุด',
    'menus/parent-not-found': 'ไม่พบเมนูหลัก',
    'menus/parent-is-self': 'เมนูไม่สามารถอยู่ใต้ตัวเองหรือเมนูย่อยของตัวเองได้',
    'menus/button-needs-parent': 'ปุ่มต้องอยู่ใต้เมนู',
    'menus/form-not-published': 'ฟอร์ม {0} ยังไม่ได้เผยแพร่',
  },
  zh_TW: {
    'menus/permissions-not-array': '權限必須是非空陣列',
    'menus/duplicate-id': '選單 id {0} 重複',
    'menus/parent-cycle': '選單 {0} 的上層選單形成循環',
    'menus/code-exists': '選單編碼 {0} 已存在',
    'menus/copy-top-level-only': '只能複製一級選單',
    'menus/parent-not-found': '上層選單不存在',
    'menus/parent-is-self': '上層選單不能是它自己或它的下層',
    'menus/button-needs-parent': '按鈕必須掛在選單下',
    'menus/form-not-published': '表單 {0} 尚未發佈',
  },
};
