import { appLanguages, type AppLanguage } from '../languages';

// The download centre's and the developer code search's texts (keys `downloads.*`, `codeSearch.*`),
// one row per key: zh_CN, en_US, th_TH, zh_TW. They travel with those pages' lazy chunks.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['downloads.taskName', '任务名称', 'Task name', 'ชื่องาน', '任務名稱'],
  ['downloads.fileName', '文件名称', 'File name', 'ชื่อไฟล์', '檔案名稱'],
  ['downloads.status', '状态', 'Status', 'สถานะ', '狀態'],
  ['downloads.rowCount', '行数', 'Rows', 'จำนวนแถว', '行數'],
  ['downloads.insertTime', '创建时间', 'Created', 'สร้างเมื่อ', '建立時間'],
  ['downloads.insertUserName', '创建人', 'Created by', 'สร้างโดย', '建立人'],
  ['downloads.actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['downloads.download', '下载', 'Download', 'ดาวน์โหลด', '下載'],
  ['downloads.delete', '删除', 'Delete', 'ลบ', '刪除'],
  ['downloads.confirmDelete', '确定删除该任务及其文件吗？', 'Delete this task and its file?', 'ลบงานนี้และไฟล์ของงานหรือไม่', '確定刪除該任務及其檔案嗎？'],
  ['downloads.deleted', '删除成功', 'Deleted', 'ลบแล้ว', '刪除成功'],
  ['downloads.search', '查询', 'Search', 'ค้นหา', '查詢'],
  ['downloads.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['downloads.total', '共 {{total}} 条', '{{total}} in total', 'ทั้งหมด {{total}} รายการ', '共 {{total}} 筆'],
  ['downloads.status.init', '等待中', 'Waiting', 'รอดำเนินการ', '等待中'],
  ['downloads.status.ing', '导出中', 'Exporting', 'กำลังส่งออก', '匯出中'],
  ['downloads.status.success', '成功', 'Done', 'สำเร็จ', '成功'],
  ['downloads.status.failed', '失败', 'Failed', 'ล้มเหลว', '失敗'],
  ['downloads.downloadFailed', '文件下载失败', 'File download failed', 'ดาวน์โหลดไฟล์ไม่สำเร็จ', '檔案下載失敗'],
  ['downloads.ok', '确定', 'OK', 'ตกลง', '確定'],
  ['downloads.cancel', '取消', 'Cancel', 'ยกเลิก', '取消'],
  ['codeSearch.title', '代码搜索', 'Code search', 'ค้นหาโค้ด', '程式碼搜尋'],
  ['codeSearch.key', '关键字', 'Keyword', 'คำค้น', '關鍵字'],
  ['codeSearch.code', '编码', 'Code', 'รหัส', '編碼'],
  ['codeSearch.name', '名称', 'Name', 'ชื่อ', '名稱'],
  ['codeSearch.group', '类型', 'Kind', 'ประเภท', '類型'],
  ['codeSearch.allGroups', '全部类型', 'Every kind', 'ทุกประเภท', '全部類型'],
  ['codeSearch.search', '搜索', 'Search', 'ค้นหา', '搜尋'],
  ['codeSearch.noHits', '没有找到代码', 'No code found', 'ไม่พบโค้ด', '沒有找到程式碼'],
  ['codeSearch.save', '保存为草稿', 'Save as draft', 'บันทึกเป็นฉบับร่าง', '儲存為草稿'],
  ['codeSearch.saved', '已保存为新的草稿版本', 'Saved as a new draft version', 'บันทึกเป็นฉบับร่างใหม่แล้ว', '已儲存為新的草稿版本'],
  ['codeSearch.readOnly', '没有修改脚本的权限，只能查看', 'You may not edit scripts; read only', 'คุณไม่มีสิทธิ์แก้ไขสคริปต์ ดูได้อย่างเดียว', '沒有修改腳本的權限，只能檢視'],
  ['codeSearch.group.formRule', '表单规则脚本', 'Form rule script', 'สคริปต์กฎของฟอร์ม', '表單規則腳本'],
  ['codeSearch.group.httpReturn', 'HTTP 返回脚本', 'HTTP return script', 'สคริปต์ผลลัพธ์ HTTP', 'HTTP 返回腳本'],
  ['codeSearch.group.sqlQuery', 'SQL 查询', 'SQL query', 'คำสั่ง SQL', 'SQL 查詢'],
  ['codeSearch.group.viewButton', '视图按钮脚本', 'View button script', 'สคริปต์ปุ่มของมุมมอง', '視圖按鈕腳本'],
  ['codeSearch.group.viewReport', '视图报表 SQL', 'View report SQL', 'SQL รายงานของมุมมอง', '視圖報表 SQL'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

export const downloadPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
