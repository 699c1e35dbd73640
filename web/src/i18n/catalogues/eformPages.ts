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
  ['log.open', '数据日志', 'Data log', 'บันทึกข้อมูล', '資料日誌'],
  ['log.title', '数据日志（版本对比）', 'Data log (version compare)', 'บันทึกข้อมูล (เปรียบเทียบเวอร์ชัน)', '資料日誌（版本對比）'],
  ['log.version', '版本 {{version}}', 'Version {{version}}', 'เวอร์ชัน {{version}}', '版本 {{version}}'],
  ['log.action.create', '新增', 'Created', 'สร้าง', '新增'],
  ['log.action.update', '修改', 'Changed', 'แก้ไข', '修改'],
  ['log.action.delete', '删除', 'Deleted', 'ลบ', '刪除'],
  ['log.field', '字段', 'Field', 'ฟิลด์', '欄位'],
  ['log.before', '修改前', 'Before', 'ก่อน', '修改前'],
  ['log.after', '修改后', 'After', 'หลัง', '修改後'],
  ['record.new', '新增一条', 'New record', 'เพิ่มรายการใหม่', '新增一筆'],
  ['record.save', '保存', 'Save', 'บันทึก', '儲存'],
  ['record.saved', '保存成功', 'Saved', 'บันทึกสำเร็จ', '儲存成功'],
  ['record.conflict', '该记录已被他人修改，请重新打开后再编辑', 'Someone else changed this record; reopen it and edit again', 'มีผู้อื่นแก้ไขรายการนี้แล้ว กรุณาเปิดใหม่แล้วแก้ไขอีกครั้ง', '該記錄已被他人修改，請重新開啟後再編輯'],
  ['record.missing', '表单 {{code}} 不存在', 'Form {{code}} does not exist', 'ไม่มีฟอร์ม {{code}}', '表單 {{code}} 不存在'],
  ['record.unpublished', '表单 {{code}} 尚未发布', 'Form {{code}} is not published yet', 'ฟอร์ม {{code}} ยังไม่ได้เผยแพร่', '表單 {{code}} 尚未發佈'],
  ['record.disabled', '表单 {{code}} 已停用', 'Form {{code}} is disabled', 'ฟอร์ม {{code}} ถูกปิดใช้งาน', '表單 {{code}} 已停用'],
  ['record.title.add', '新增', 'New', 'เพิ่ม', '新增'],
  ['record.title.edit', '编辑', 'Edit', 'แก้ไข', '編輯'],
  ['record.title.view', '查看', 'View', 'ดู', '檢視'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The e-form pages' UI texts per language. */
export const eformPageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`eform.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
