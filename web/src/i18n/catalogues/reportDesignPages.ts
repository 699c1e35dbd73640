import { appLanguages, type AppLanguage } from '../languages';

// The dataset and report widget design pages' texts (keys `reportDesign.*`), one row per key: zh_CN,
// en_US, th_TH, zh_TW. They travel with the pages' chunk (`pages/report/design/useReportDesign.ts`).
// The designers' own texts are the designers package's.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['reportDesign.keyword', '编码或名称', 'Code or name', 'รหัสหรือชื่อ', '編碼或名稱'],
  ['reportDesign.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['reportDesign.code', '编码', 'Code', 'รหัส', '編碼'],
  ['reportDesign.name', '名称', 'Name', 'ชื่อ', '名稱'],
  ['reportDesign.version', '版本', 'Version', 'เวอร์ชัน', '版本'],
  ['reportDesign.publishedVersion', '已发布 v{{version}}', 'v{{version}} published', 'เผยแพร่ v{{version}}', '已發佈 v{{version}}'],
  ['reportDesign.state', '状态', 'State', 'สถานะ', '狀態'],
  ['reportDesign.status.draft', '草稿', 'Draft', 'ฉบับร่าง', '草稿'],
  ['reportDesign.status.published', '已发布', 'Published', 'เผยแพร่แล้ว', '已發佈'],
  ['reportDesign.updateTime', '更新时间', 'Updated', 'อัปเดตเมื่อ', '更新時間'],
  ['reportDesign.actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['reportDesign.design', '设计', 'Design', 'ออกแบบ', '設計'],
  ['reportDesign.publish', '发布', 'Publish', 'เผยแพร่', '發佈'],
  ['reportDesign.revisions', '版本记录', 'Revisions', 'ประวัติเวอร์ชัน', '版本記錄'],
  ['reportDesign.published', '已发布版本 {{version}}', 'Version {{version}} published', 'เผยแพร่เวอร์ชัน {{version}} แล้ว', '已發佈版本 {{version}}'],
  ['reportDesign.saved', '已保存为版本 {{version}}', 'Saved as version {{version}}', 'บันทึกเป็นเวอร์ชัน {{version}} แล้ว', '已儲存為版本 {{version}}'],
  ['reportDesign.conflict', '其他人已保存了更新的版本，你的修改未保存。请关闭后重新打开最新版本。', 'Someone saved a newer version first; yours was not saved. Close and open the latest version.', 'มีผู้อื่นบันทึกเวอร์ชันใหม่กว่าก่อนแล้ว งานของคุณยังไม่ถูกบันทึก ปิดแล้วเปิดเวอร์ชันล่าสุด', '其他人已儲存了更新的版本，你的修改未儲存。請關閉後重新開啟最新版本。'],
  ['reportDesign.create', '新建', 'Create', 'สร้าง', '新建'],
  ['reportDesign.codeRule', '只能包含字母、数字、下划线和连字符', 'Letters, digits, underscore and hyphen only', 'ตัวอักษร ตัวเลข ขีดล่าง และขีดกลางเท่านั้น', '只能包含字母、數字、底線和連字號'],
  ['reportDesign.required', '必填', 'Required', 'จำเป็น', '必填'],
  ['reportDesign.revision.version', '版本', 'Version', 'เวอร์ชัน', '版本'],
  ['reportDesign.revision.createBy', '保存人', 'Saved by', 'บันทึกโดย', '儲存人'],
  ['reportDesign.revision.createTime', '保存时间', 'Saved at', 'บันทึกเมื่อ', '儲存時間'],
  ['reportDesign.revision.current', '当前发布', 'Published now', 'เผยแพร่อยู่', '目前發佈'],
  ['reportDesign.revision.publish', '发布此版本', 'Publish this version', 'เผยแพร่เวอร์ชันนี้', '發佈此版本'],
  ['reportDesign.dataset.new', '新建数据集', 'New dataset', 'ชุดข้อมูลใหม่', '新建資料集'],
  ['reportDesign.widget.new', '新建报表组件', 'New report widget', 'วิดเจ็ตรายงานใหม่', '新建報表元件'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The design pages' texts per language. */
export const reportDesignPageTexts = Object.fromEntries(
  appLanguages.map((language) => [language, Object.fromEntries(rows.map((row) => [row[0], row[column[language]]]))]),
) as Record<AppLanguage, Record<string, string>>;
