import type { Catalogue } from '../types';

/** Messages of the definition store. */
export const definitionCatalogue: Catalogue = {
  zh_CN: { 'definition/code-exists': '编码 {0} 已存在', 'definition/code-mismatch': '定义内的编码 {0} 与存储编码 {1} 不一致' },
  en_US: { 'definition/code-exists': 'The code {0} already exists', 'definition/code-mismatch': 'The body names the code {0}, but it is stored as {1}' },
  th_TH: { 'definition/code-exists': 'รหัส {0} มีอยู่แล้ว', 'definition/code-mismatch': 'เนื้อหาระบุรหัส {0} แต่จัดเก็บเป็น {1}' },
  zh_TW: { 'definition/code-exists': '編碼 {0} 已存在', 'definition/code-mismatch': '定義內的編碼 {0} 與儲存編碼 {1} 不一致' },
};
