import type { Catalogue } from '../types';

/** Messages of the structured condition model (workflow conditions, showCondition, linkage, warnings). */
export const conditionsCatalogue: Catalogue = {
  zh_CN: {
    'conditions/too-deep': '条件嵌套超过 {0} 层',
    'conditions/not-a-condition': '不是有效的条件',
    'conditions/unknown-match': '未知的匹配方式 {0}，应为 and 或 or',
    'conditions/invalid-field': '无效的字段 {0}',
    'conditions/unknown-operator': '未知的条件运算符 {0}',
    'conditions/invalid-value': '条件值必须是文本、数字、布尔值、空值或它们的列表',
  },
  en_US: {
    'conditions/too-deep': 'Conditions are nested more than {0} levels deep',
    'conditions/not-a-condition': 'Not a valid condition',
    'conditions/unknown-match': 'Unknown match type {0}; use and or or',
    'conditions/invalid-field': 'Invalid field {0}',
    'conditions/unknown-operator': 'Unknown condition operator {0}',
    'conditions/invalid-value': 'A condition value must be text, a number, a boolean, null or a list of these',
  },
  th_TH: {
    'conditions/too-deep': 'เงื่อนไขซ้อนกันเกิน {0} ระดับ',
    'conditions/not-a-condition': 'เงื่อนไขไม่ถูกต้อง',
    'conditions/unknown-match': 'ไม่รู้จักรูปแบบการจับคู่ {0} ใช้ and หรือ or',
    'conditions/invalid-field': 'ฟิลด์ {0} ไม่ถูกต้อง',
    'conditions/unknown-operator': 'ไม่รู้จักตัวดำเนินการเงื่อนไข {0}',
    'conditions/invalid-value': 'ค่าของเงื่อนไขต้องเป็นข้อความ ตัวเลข บูลีน ค่าว่าง หรือรายการของค่าเหล่านี้',
  },
  zh_TW: {
    'conditions/too-deep': '條件巢狀超過 {0} 層',
    'conditions/not-a-condition': '不是有效的條件',
    'conditions/unknown-match': '未知的比對方式 {0}，應為 and 或 or',
    'conditions/invalid-field': '無效的欄位 {0}',
    'conditions/unknown-operator': '未知的條件運算子 {0}',
    'conditions/invalid-value': '條件值必須是文字、數字、布林值、空值或它們的清單',
  },
};
