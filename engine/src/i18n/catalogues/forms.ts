import type { Catalogue } from '../types';

/** Messages of the form runtime's engine part (computed fields, linkage). */
export const formsCatalogue: Catalogue = {
  zh_CN: {
    'forms/column-required': '{0} 必填（数据表不允许为空）',
    'forms/computed-cycle': '计算字段 {0} 与其他计算字段循环引用：{1}',
    'forms/sub-table-min-rows': '{0}至少需要 {1} 行',
    'forms/sub-table-max-rows': '{0}最多 {1} 行',
  },
  en_US: {
    'forms/column-required': '{0} is required (its table column may not be empty)',
    'forms/computed-cycle': 'Computed field {0} depends on itself through: {1}',
    'forms/sub-table-min-rows': '{0} needs at least {1} rows',
    'forms/sub-table-max-rows': '{0} takes at most {1} rows',
  },
  th_TH: {
    'forms/column-required': 'ต้องระบุ {0} (คอลัมน์ในตารางต้องไม่ว่าง)',
    'forms/computed-cycle': 'ฟิลด์คำนวณ {0} อ้างอิงวนกลับมาที่ตัวเองผ่าน: {1}',
    'forms/sub-table-min-rows': '{0} ต้องมีอย่างน้อย {1} แถว',
    'forms/sub-table-max-rows': '{0} มีได้ไม่เกิน {1} แถว',
  },
  zh_TW: {
    'forms/column-required': '{0} 必填（資料表不允許為空）',
    'forms/computed-cycle': '計算欄位 {0} 與其他計算欄位循環引用：{1}',
    'forms/sub-table-min-rows': '{0}至少需要 {1} 列',
    'forms/sub-table-max-rows': '{0}最多 {1} 列',
  },
};
