import type { Catalogue } from '../types';

/** Messages of the definition store. */
export const definitionCatalogue: Catalogue = {
  zh_CN: { 'definition/no-runtime': '{0} 类定义暂无运行时', 'definition/no-designer': '{0} 类定义暂无设计器', 'definition/code-exists': '编码 {0} 已存在', 'definition/code-mismatch': '定义内的编码 {0} 与存储编码 {1} 不一致', 'definition/form-unfilled-columns': '表 {0} 有表单未填写的必填列：{1}（为其添加字段，或允许为空，或给出默认值）' },
  en_US: { 'definition/no-runtime': 'Definitions of kind {0} have no runtime yet', 'definition/no-designer': 'Definitions of kind {0} have no designer yet', 'definition/code-exists': 'The code {0} already exists', 'definition/code-mismatch': 'The body names the code {0}, but it is stored as {1}', 'definition/form-unfilled-columns': 'Table {0} has required columns the form does not fill: {1} (add a field for each, or let the column be empty, or give it a default)' },
  th_TH: { 'definition/no-runtime': 'นิยามประเภท {0} ยังไม่มีตัวแสดงผล', 'definition/no-designer': 'นิยามประเภท {0} ยังไม่มีตัวออกแบบ', 'definition/code-exists': 'รหัส {0} มีอยู่แล้ว', 'definition/code-mismatch': 'เนื้อหาระบุรหัส {0} แต่จัดเก็บเป็น {1}', 'definition/form-unfilled-columns': 'ตาราง {0} มีคอลัมน์ที่จำเป็นซึ่งฟอร์มไม่ได้กรอก: {1} (เพิ่มฟิลด์ให้แต่ละคอลัมน์ หรืออนุญาตให้ว่าง หรือกำหนดค่าเริ่มต้น)' },
  zh_TW: { 'definition/no-runtime': '{0} 類定義暫無執行環境', 'definition/no-designer': '{0} 類定義暫無設計器', 'definition/code-exists': '編碼 {0} 已存在', 'definition/code-mismatch': '定義內的編碼 {0} 與儲存編碼 {1} 不一致', 'definition/form-unfilled-columns': '資料表 {0} 有表單未填寫的必填欄位：{1}（為其新增欄位，或允許為空，或給予預設值）' },
};
