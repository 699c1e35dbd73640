import type { Catalogue } from '../types';

/** Messages of role administration. */
export const roleCatalogue: Catalogue = {
  zh_CN: { 'role/code-exists': '角色编码 {0} 已存在', 'role/permission-not-grantable': '权限 {0} 不在租户的产品包中，不能授权' },
  en_US: { 'role/code-exists': 'The role code {0} already exists', 'role/permission-not-grantable': 'Permission {0} is not in the tenant\'s product packages and cannot be granted' },
  th_TH: { 'role/code-exists': 'รหัสบทบาท {0} มีอยู่แล้ว', 'role/permission-not-grantable': 'สิทธิ์ {0} ไม่อยู่ในแพ็กเกจผลิตภัณฑ์ของผู้เช่า จึงมอบให้ไม่ได้' },
  zh_TW: { 'role/code-exists': '角色編碼 {0} 已存在', 'role/permission-not-grantable': '權限 {0} 不在租戶的產品包中，不能授權' },
};
