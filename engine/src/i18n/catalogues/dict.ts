import type { Catalogue } from '../types';

/** Messages of dictionaries. */
export const dictCatalogue: Catalogue = {
  zh_CN: { 'dict/code-exists': '字典编码 {0} 已存在' },
  en_US: { 'dict/code-exists': 'The dictionary code {0} already exists' },
  th_TH: { 'dict/code-exists': 'รหัสพจนานุกรม {0} มีอยู่แล้ว' },
  zh_TW: { 'dict/code-exists': '字典編碼 {0} 已存在' },
};
