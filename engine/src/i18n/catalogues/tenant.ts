import type { Catalogue } from '../types';

/** Messages of tenant operations (spec §6, §8). */
export const tenantCatalogue: Catalogue = {
  zh_CN: { 'tenant/not-switched': '尚未切换租户', 'tenant/no-ops-permission': '没有运维权限', 'tenant/not-found': '租户不存在', 'tenant/code-exists': '租户编码 {0} 已存在', 'tenant/package-code-exists': '产品包编码 {0} 已存在', 'tenant/package-in-use': '产品包正被 {0} 个租户使用，不能删除', 'tenant/package-permission-unknown': '不是菜单或按钮', 'tenant/time-zone-unknown': '未知的时区：{0}' },
  en_US: { 'tenant/not-switched': 'Not switched into a tenant', 'tenant/no-ops-permission': 'No operations permission', 'tenant/not-found': 'Tenant not found', 'tenant/code-exists': 'The tenant code {0} already exists', 'tenant/package-code-exists': 'The product package code {0} already exists', 'tenant/package-in-use': 'The product package is used by {0} tenant(s) and cannot be deleted', 'tenant/package-permission-unknown': 'Not a menu or button', 'tenant/time-zone-unknown': 'Unknown time zone: {0}' },
  th_TH: { 'tenant/not-switched': 'ยังไม่ได้สลับเข้าสู่ผู้เช่า', 'tenant/no-ops-permission': 'ไม่มีสิทธิ์ดำเนินการ', 'tenant/not-found': 'ไม่พบผู้เช่า', 'tenant/code-exists': 'รหัสผู้เช่า {0} มีอยู่แล้ว', 'tenant/package-code-exists': 'รหัสแพ็กเกจผลิตภัณฑ์ {0} มีอยู่แล้ว', 'tenant/package-in-use': 'แพ็กเกจผลิตภัณฑ์นี้ถูกใช้โดยผู้เช่า {0} ราย จึงลบไม่ได้', 'tenant/package-permission-unknown': 'ไม่ใช่เมนูหรือปุ่ม', 'tenant/time-zone-unknown': 'ไม่รู้จักเขตเวลา: {0}' },
  zh_TW: { 'tenant/not-switched': '尚未切換租戶', 'tenant/no-ops-permission': '沒有維運權限', 'tenant/not-found': '租戶不存在', 'tenant/code-exists': '租戶編碼 {0} 已存在', 'tenant/package-code-exists': '產品包編碼 {0} 已存在', 'tenant/package-in-use': '產品包正被 {0} 個租戶使用，不能刪除', 'tenant/package-permission-unknown': '不是選單或按鈕', 'tenant/time-zone-unknown': '未知的時區：{0}' },
};
