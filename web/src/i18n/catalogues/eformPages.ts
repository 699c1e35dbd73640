import { appLanguages, type AppLanguage } from '../languages';

// The e-form pages' texts (keys `eform.*`), one row per key: zh_CN, en_US, th_TH, zh_TW. They are
// loaded with the e-form pages' chunk (pages/eform/useEform.ts), not with the login route.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['edit', '编辑', 'Edit', 'แก้ไข', '編輯'],
  ['keyword', '编码或名称', 'Code or name', 'รหัสหรือชื่อ', '編碼或名稱'],
  ['refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['version', '版本', 'Version', 'เวอร์ชัน', '版本'],
  ['updateTime', '更新时间', 'Updated', 'อัปเดตเมื่อ', '更新時間'],
  ['conflict', '已被他人修改，请关闭后重新打开再保存', 'Someone else saved this first; close and reopen it, then save again', 'มีผู้อื่นบันทึกก่อนแล้ว กรุณาปิดและเปิดใหม่ แล้วบันทึกอีกครั้ง', '已被他人修改，請關閉後重新開啟再儲存'],
  ['table.code', '表编码', 'Table code', 'รหัสตาราง', '表編碼'],
  ['table.name', '表名称', 'Table name', 'ชื่อตาราง', '表名稱'],
  ['table.status', '同步状态', 'Sync state', 'สถานะการซิงค์', '同步狀態'],
  ['table.sync', '同步数据库', 'Sync', 'ซิงค์', '同步資料庫'],
  ['table.new', '新建表', 'New table', 'สร้างตาราง', '新建表'],
  ['table.editTitle', '编辑表 {{code}}', 'Edit table {{code}}', 'แก้ไขตาราง {{code}}', '編輯表 {{code}}'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The e-form pages' UI texts per language. */
export const eformPageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`eform.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
