import type { Catalogue } from '../types';

/** Messages of role administration. */
export const roleCatalogue: Catalogue = {
  zh_CN: { 'role/code-exists': '角色编码 {0} 已存在', 'role/permission-not-grantable': '权限 {0} 不在租户的产品包中，不能授权', 'role/unknown-placeholder': '未知的占位符：{0}', 'role/data-rule-not-of-menu': '数据规则 {0} 不属于该菜单', 'role/not-held': '您没有角色 {0}' },
  en_US: { 'role/code-exists': 'The role code {0} already exists', 'role/permission-not-grantable': 'Permission {0} is not in the tenant\'s product packages and cannot be granted', 'role/unknown-placeholder': 'Unknown placeholder: {0}', 'role/data-rule-not-of-menu': 'Data rule {0} does not belong to this menu', 'role/not-held': 'You do not hold the role {0}' },
  th_TH: { 'role/code-exists': 'รหัสบทบาท {0} มีอยู่แล้ว', 'role/permission-not-grantable': 'สิทธิ์ {0} ไม่อยู่ในแพ็กเกจผลิตภัณฑ์ของผู้เช่า จึงมอบให้ไม่ได้', 'role/unknown-placeholder': 'ตัวแทนค่าที่ไม่รู้จัก: {0}', 'role/data-rule-not-of-menu': 'กฎข้อมูล {0} ไม่ได้เป็นของเมนูนี้', 'role/not-held': 'คุณไม่มีบทบาท {0}' },
  zh_TW: { 'role/code-exists': '角色編碼 {0} 已存在', 'role/permission-not-grantable': '權限 {0} 不在租戶的產品包中，不能授權', 'role/unknown-placeholder': '未知的佔位符：{0}', 'role/data-rule-not-of-menu': '資料規則 {0} 不屬於該選單', 'role/not-held': '您沒有角色 {0}' },
};
