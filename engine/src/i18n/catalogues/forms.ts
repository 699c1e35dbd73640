import type { Catalogue } from '../types';

/** Messages of the form runtime's engine part (computed fields, linkage). */
export const formsCatalogue: Catalogue = {
  zh_CN: {
    'forms/computed-cycle': '计算字段 {0} 与其他计算字段循环引用：{1}',
  },
  en_US: {
    'forms/computed-cycle': 'Computed field {0} depends on itself through: {1}',
  },
  th_TH: {
    'forms/computed-cycle': 'ฟิลด์คำนวณ {0} อ้างอิงวนกลับมาที่ตัวเองผ่าน: {1}',
  },
  zh_TW: {
    'forms/computed-cycle': '計算欄位 {0} 與其他計算欄位循環引用：{1}',
  },
};
