import { appLanguages, type AppLanguage } from '../languages';

// The app group texts (keys `appGroup.*`): the console main page /app/group and the group filter and
// "move to app group" action of the form, view and table lists. One row per key: zh_CN, en_US,
// th_TH, zh_TW. Loaded with those pages' chunks (pages/eform/appGroups/useAppGroupsApi.ts).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['title', '应用分组', 'App groups', 'กลุ่มแอป', '應用分組'],
  ['groupName', '分组名称', 'Group name', 'ชื่อกลุ่ม', '分組名稱'],
  ['groupCode', '分组编码', 'Group code', 'รหัสกลุ่ม', '分組編碼'],
  ['description', '描述', 'Description', 'คำอธิบาย', '描述'],
  ['icon', '图标', 'Icon', 'ไอคอน', '圖示'],
  ['sortOrder', '排序', 'Sort order', 'ลำดับ', '排序'],
  ['add', '新增分组', 'Add group', 'เพิ่มกลุ่ม', '新增分組'],
  ['addTitle', '新增应用分组', 'Add an app group', 'เพิ่มกลุ่มแอป', '新增應用分組'],
  ['editTitle', '编辑应用分组', 'Edit the app group', 'แก้ไขกลุ่มแอป', '編輯應用分組'],
  ['edit', '编辑', 'Edit', 'แก้ไข', '編輯'],
  ['delete', '删除', 'Delete', 'ลบ', '刪除'],
  ['refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['keyword', '分组名称或编码', 'Group name or code', 'ชื่อหรือรหัสกลุ่ม', '分組名稱或編碼'],
  ['empty', '还没有应用分组', 'No app groups yet', 'ยังไม่มีกลุ่มแอป', '還沒有應用分組'],
  ['total', '共 {{total}} 个分组', '{{total}} groups', 'ทั้งหมด {{total}} กลุ่ม', '共 {{total}} 個分組'],
  ['kind.form', '表单', 'Forms', 'ฟอร์ม', '表單'],
  ['kind.view', '视图', 'Views', 'มุมมอง', '視圖'],
  ['kind.table', '数据表', 'Tables', 'ตารางข้อมูล', '資料表'],
  ['kind.other', '其他设计', 'Other designs', 'งานออกแบบอื่น', '其他設計'],
  ['notGrouped', '未分组', 'Not in a group', 'ไม่อยู่ในกลุ่ม', '未分組'],
  ['allGroups', '全部分组', 'All groups', 'ทุกกลุ่ม', '全部分組'],
  ['filter', '应用分组', 'App group', 'กลุ่มแอป', '應用分組'],
  ['move', '移动到应用分组', 'Move to app group', 'ย้ายไปยังกลุ่มแอป', '移動到應用分組'],
  ['moveTitle', '将选中的 {{count}} 项移动到应用分组', 'Move the {{count}} selected to an app group', 'ย้าย {{count}} รายการที่เลือกไปยังกลุ่มแอป', '將選取的 {{count}} 項移動到應用分組'],
  ['moveTarget', '目标分组', 'Target group', 'กลุ่มปลายทาง', '目標分組'],
  ['moveOut', '不属于任何分组（移出）', 'No group (take them out)', 'ไม่อยู่ในกลุ่มใด (นำออก)', '不屬於任何分組（移出）'],
  ['takeTables', '同时移动所用的数据表', 'Move the tables they use along', 'ย้ายตารางที่ใช้ไปด้วย', '同時移動所用的資料表'],
  ['moved', '已移动 {{count}} 项', '{{count}} moved', 'ย้ายแล้ว {{count}} รายการ', '已移動 {{count}} 項'],
  ['selectRecord', '请选择要移动的数据', 'Please select the data to move', 'กรุณาเลือกข้อมูลที่จะย้าย', '請選擇要移動的資料'],
  ['confirmTitle', '确认操作', 'Please confirm', 'ยืนยันการดำเนินการ', '確認操作'],
  ['confirmDelete', '确定删除应用分组“{{name}}”吗？', 'Delete the app group "{{name}}"?', 'ลบกลุ่มแอป "{{name}}" หรือไม่?', '確定刪除應用分組「{{name}}」嗎？'],
  ['done', '操作成功', 'Done', 'ดำเนินการสำเร็จ', '操作成功'],
  ['required', '不能为空', 'Required', 'ต้องระบุ', '不能為空'],
  ['codePattern', '只能包含字母、数字、下划线和连字符', 'Letters, digits, underscore and hyphen only', 'ใช้ได้เฉพาะตัวอักษร ตัวเลข ขีดล่าง และขีดกลาง', '只能包含字母、數字、底線和連字號'],
  ['nameLength', '最多 50 个字符', 'At most 50 characters', 'ไม่เกิน 50 ตัวอักษร', '最多 50 個字元'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The app group texts per language. */
export const appGroupPageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`appGroup.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
