import { catalogueLanguages, type Catalogue, type CatalogueLanguage, type Catalogues } from './languages';

// One row per key: zh_CN, en_US, th_TH, zh_TW, so a text missing in one language shows at a glance.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['open', '多语言', 'Translations', 'คำแปล', '多語言'],
  ['missingCount', '{{count}} 项文字缺少翻译', '{{count}} texts lack a translation', 'ข้อความ {{count}} รายการยังไม่มีคำแปล', '{{count}} 項文字缺少翻譯'],
  ['title', '界面文字的多语言', 'Texts in every language', 'ข้อความในทุกภาษา', '介面文字的多語言'],
  ['hint', '主文字显示在未翻译的语言中；用户按其界面语言看到这里的翻译。', 'The main text shows wherever a language has no translation; users see the translation of their interface language.', 'ข้อความหลักจะแสดงในภาษาที่ยังไม่มีคำแปล ผู้ใช้จะเห็นคำแปลตามภาษาของหน้าจอ', '主文字顯示在未翻譯的語言中；使用者依其介面語言看到這裡的翻譯。'],
  ['onlyMissing', '只看缺少的', 'Missing only', 'เฉพาะที่ยังขาด', '只看缺少的'],
  ['all', '全部', 'All', 'ทั้งหมด', '全部'],
  ['missing', '缺：{{languages}}', 'Missing: {{languages}}', 'ขาด: {{languages}}', '缺：{{languages}}'],
  ['complete', '已齐全', 'Complete', 'ครบแล้ว', '已齊全'],
  ['none', '没有需要翻译的文字', 'No texts to translate', 'ไม่มีข้อความที่ต้องแปล', '沒有需要翻譯的文字'],
  ['allDone', '所有文字都已翻译', 'Every text is translated', 'แปลข้อความครบทุกรายการแล้ว', '所有文字都已翻譯'],
  ['mainText', '主文字：{{text}}', 'Main text: {{text}}', 'ข้อความหลัก: {{text}}', '主文字：{{text}}'],
  ['language.zh_CN', '简体中文', 'Simplified Chinese', 'จีนตัวย่อ', '簡體中文'],
  ['language.en_US', '英语', 'English', 'อังกฤษ', '英語'],
  ['language.th_TH', '泰语', 'Thai', 'ไทย', '泰語'],
  ['language.zh_TW', '繁体中文', 'Traditional Chinese', 'จีนตัวเต็ม', '繁體中文'],
  ['short.zh_CN', '简', 'ZH', 'ZH', '簡'],
  ['short.en_US', '英', 'EN', 'EN', '英'],
  ['short.th_TH', '泰', 'TH', 'TH', '泰'],
  ['short.zh_TW', '繁', 'TW', 'TW', '繁'],
  ['name.formName', '表单名称', 'Form name', 'ชื่อฟอร์ม', '表單名稱'],
  ['name.viewName', '视图名称', 'View name', 'ชื่อมุมมอง', '視圖名稱'],
  ['name.tableTitle', '表名称', 'Table name', 'ชื่อตาราง', '表名稱'],
  ['name.title', '标题', 'Title', 'ชื่อเรื่อง', '標題'],
  ['name.placeholder', '占位提示', 'Placeholder', 'ข้อความแนะนำ', '佔位提示'],
  ['name.message', '校验提示', 'Rule message', 'ข้อความกฎ', '校驗提示'],
  ['name.label', '选项文字', 'Option text', 'ข้อความตัวเลือก', '選項文字'],
  ['name.colName', '列名', 'Column name', 'ชื่อคอลัมน์', '欄名'],
  ['name.queryAlias', '查询标签', 'Query label', 'ป้ายค้นหา', '查詢標籤'],
  ['name.buttonName', '按钮名称', 'Button name', 'ชื่อปุ่ม', '按鈕名稱'],
  ['name.parameterName', '参数名称', 'Parameter name', 'ชื่อพารามิเตอร์', '參數名稱'],
];

const column: Record<CatalogueLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** UI texts of the translations editor shared by the designers, keys `designer.translations.*`. */
export const translationsTexts: Catalogues = Object.fromEntries(
  catalogueLanguages.map((lang): [CatalogueLanguage, Catalogue] => [lang, Object.fromEntries(rows.map((row) => [`designer.translations.${row[0]}`, row[column[lang]]]))]),
) as Catalogues;
