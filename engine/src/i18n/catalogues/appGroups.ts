import type { Catalogue } from '../types';

/** Messages of app groups (the console main page /app/group and "move to app group"). */
export const appGroupsCatalogue: Catalogue = {
  zh_CN: {
    'appGroup/name-exists': '应用分组名称 {0} 已存在',
    'appGroup/code-exists': '应用分组编码 {0} 已存在',
    'appGroup/not-empty': '应用分组 {0} 下还有 {1} 个设计，请先移出再删除',
    'appGroup/length-mismatch': 'tableNameArray 与 idArray 的长度必须相同',
  },
  en_US: {
    'appGroup/name-exists': 'The app group name {0} already exists',
    'appGroup/code-exists': 'The app group code {0} already exists',
    'appGroup/not-empty': 'The app group {0} still holds {1} designs; move them out before deleting it',
    'appGroup/length-mismatch': 'tableNameArray and idArray must have the same length',
  },
  th_TH: {
    'appGroup/name-exists': 'ชื่อกลุ่มแอป {0} มีอยู่แล้ว',
    'appGroup/code-exists': 'รหัสกลุ่มแอป {0} มีอยู่แล้ว',
    'appGroup/not-empty': 'กลุ่มแอป {0} ยังมีงานออกแบบ {1} รายการ กรุณาย้ายออกก่อนลบ',
    'appGroup/length-mismatch': 'tableNameArray และ idArray ต้องมีความยาวเท่ากัน',
  },
  zh_TW: {
    'appGroup/name-exists': '應用分組名稱 {0} 已存在',
    'appGroup/code-exists': '應用分組編碼 {0} 已存在',
    'appGroup/not-empty': '應用分組 {0} 下還有 {1} 個設計，請先移出再刪除',
    'appGroup/length-mismatch': 'tableNameArray 與 idArray 的長度必須相同',
  },
};
