import type { Catalogue } from '../types';

/** Messages of dictionaries. */
export const dictCatalogue: Catalogue = {
  zh_CN: {
    'dict/code-exists': '字典编码 {0} 已存在',
    'dict/item-value-exists': '字典项的值 {0} 已存在',
    'dict/not-found': '字典不存在',
    'dict/item-other-dict': '字典项不属于该字典',
  },
  en_US: {
    'dict/code-exists': 'The dictionary code {0} already exists',
    'dict/item-value-exists': 'The item value {0} already exists in this dictionary',
    'dict/not-found': 'The dictionary does not exist',
    'dict/item-other-dict': 'The item does not belong to that dictionary',
  },
  th_TH: {
    'dict/code-exists': 'รหัสพจนานุกรม {0} มีอยู่แล้ว',
    'dict/item-value-exists': 'ค่ารายการ {0} มีอยู่แล้วในพจนานุกรมนี้',
    'dict/not-found': 'ไม่มีพจนานุกรมนี้',
    'dict/item-other-dict': 'รายการนี้ไม่ได้อยู่ในพจนานุกรมนั้น',
  },
  zh_TW: {
    'dict/code-exists': '字典編碼 {0} 已存在',
    'dict/item-value-exists': '字典項的值 {0} 已存在',
    'dict/not-found': '字典不存在',
    'dict/item-other-dict': '字典項不屬於該字典',
  },
};
