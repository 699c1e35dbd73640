import type { Catalogue } from '../types';

/** Messages of the definition store. */
export const definitionCatalogue: Catalogue = {
  zh_CN: { 'definition/code-exists': '编码 {0} 已存在' },
  en_US: { 'definition/code-exists': 'The code {0} already exists' },
  th_TH: { 'definition/code-exists': 'รหัส {0} มีอยู่แล้ว' },
  zh_TW: { 'definition/code-exists': '編碼 {0} 已存在' },
};
