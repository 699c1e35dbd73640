import { appLanguages, type AppLanguage } from '../languages';

// The dashboard and portal design pages' texts (keys `gridDesign.*`), one row per key: zh_CN, en_US,
// th_TH, zh_TW. They travel with the pages' chunk (`pages/report/dashboardDesign/useGridDesignApi.ts`);
// the designers' own texts are the designers package's.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['gridDesign.dashboard.list', '仪表板', 'Dashboards', 'แดชบอร์ด', '儀表板'],
  ['gridDesign.dashboard.new', '新建仪表板', 'New dashboard', 'แดชบอร์ดใหม่', '新建儀表板'],
  ['gridDesign.dashboard.noPermission', '你没有设计仪表板的权限', 'You may not design dashboards', 'คุณไม่มีสิทธิ์ออกแบบแดชบอร์ด', '你沒有設計儀表板的權限'],
  ['gridDesign.dashboard.notFound', '没有编码为 {{code}} 的仪表板', 'There is no dashboard with the code {{code}}', 'ไม่มีแดชบอร์ดรหัส {{code}}', '沒有編碼為 {{code}} 的儀表板'],
  ['gridDesign.portal.list', '门户', 'Portals', 'พอร์ทัล', '入口網站'],
  ['gridDesign.portal.new', '新建门户', 'New portal', 'พอร์ทัลใหม่', '新建入口網站'],
  ['gridDesign.portal.noPermission', '你没有设计门户的权限', 'You may not design portals', 'คุณไม่มีสิทธิ์ออกแบบพอร์ทัล', '你沒有設計入口網站的權限'],
  ['gridDesign.portal.notFound', '没有编码为 {{code}} 的门户', 'There is no portal with the code {{code}}', 'ไม่มีพอร์ทัลรหัส {{code}}', '沒有編碼為 {{code}} 的入口網站'],
  ['gridDesign.code', '编码', 'Code', 'รหัส', '編碼'],
  ['gridDesign.name', '名称', 'Name', 'ชื่อ', '名稱'],
  ['gridDesign.codeRule', '只能包含字母、数字、下划线和连字符', 'Letters, digits, underscore and hyphen only', 'ใช้ได้เฉพาะตัวอักษร ตัวเลข ขีดล่าง และยัติภังค์', '只能包含字母、數字、底線和連字號'],
  ['gridDesign.required', '必填', 'Required', 'จำเป็น', '必填'],
  ['gridDesign.create', '创建', 'Create', 'สร้าง', '建立'],
  ['gridDesign.version', '版本', 'Version', 'เวอร์ชัน', '版本'],
  ['gridDesign.state', '状态', 'Status', 'สถานะ', '狀態'],
  ['gridDesign.updateTime', '更新时间', 'Updated', 'อัปเดตเมื่อ', '更新時間'],
  ['gridDesign.actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['gridDesign.design', '设计', 'Design', 'ออกแบบ', '設計'],
  ['gridDesign.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['gridDesign.keyword', '编码或名称', 'Code or name', 'รหัสหรือชื่อ', '編碼或名稱'],
  ['gridDesign.back', '返回', 'Back', 'กลับ', '返回'],
  ['gridDesign.versionTag', '版本 {{version}}', 'Version {{version}}', 'เวอร์ชัน {{version}}', '版本 {{version}}'],
  ['gridDesign.published', '已发布 v{{version}}', 'v{{version}} published', 'เผยแพร่ v{{version}} แล้ว', '已發佈 v{{version}}'],
  ['gridDesign.unpublished', '未发布', 'Not published', 'ยังไม่เผยแพร่', '未發佈'],
  ['gridDesign.saved', '已保存为版本 {{version}}', 'Saved as version {{version}}', 'บันทึกเป็นเวอร์ชัน {{version}} แล้ว', '已儲存為版本 {{version}}'],
  ['gridDesign.publish', '发布', 'Publish', 'เผยแพร่', '發佈'],
  ['gridDesign.publishDone', '已发布版本 {{version}}', 'Version {{version}} published', 'เผยแพร่เวอร์ชัน {{version}} แล้ว', '已發佈版本 {{version}}'],
  ['gridDesign.saveFirst', '请先保存修改再发布', 'Save your changes before publishing', 'บันทึกการเปลี่ยนแปลงก่อนเผยแพร่', '請先儲存修改再發佈'],
  ['gridDesign.conflict', '其他人已保存了更新的版本，你的修改未保存。请复制需要的修改，打开最新版本后再保存。', 'Someone saved a newer version; yours was not saved. Open the latest version and make your changes there.', 'มีผู้อื่นบันทึกเวอร์ชันใหม่กว่าแล้ว งานของคุณยังไม่ถูกบันทึก เปิดเวอร์ชันล่าสุดแล้วแก้ไขอีกครั้ง', '其他人已儲存了更新的版本，你的修改未儲存。請開啟最新版本後再修改儲存。'],
  ['gridDesign.publishConflict', '发布的版本已不是最新版本，请打开最新版本后再发布。', 'The version you publish is no longer the latest; open the latest version and publish again.', 'เวอร์ชันที่เผยแพร่ไม่ใช่เวอร์ชันล่าสุดแล้ว เปิดเวอร์ชันล่าสุดแล้วเผยแพร่อีกครั้ง', '發佈的版本已不是最新版本，請開啟最新版本後再發佈。'],
  ['gridDesign.openLatest', '打开最新版本', 'Open the latest version', 'เปิดเวอร์ชันล่าสุด', '開啟最新版本'],
  ['gridDesign.leaveTitle', '离开设计器？', 'Leave the designer?', 'ออกจากตัวออกแบบ?', '離開設計器？'],
  ['gridDesign.leaveText', '有未保存的修改，离开后将丢失。', 'There are unsaved changes; they are lost if you leave.', 'มีการเปลี่ยนแปลงที่ยังไม่บันทึก จะหายไปหากออก', '有未儲存的修改，離開後將遺失。'],
  ['gridDesign.leave', '离开', 'Leave', 'ออก', '離開'],
  ['gridDesign.stay', '留下', 'Stay', 'อยู่ต่อ', '留下'],
  ['gridDesign.revisions', '历史版本', 'Revisions', 'ประวัติเวอร์ชัน', '歷史版本'],
  ['gridDesign.revisionBy', '{{user}} 于 {{time}}', '{{user}} at {{time}}', '{{user}} เมื่อ {{time}}', '{{user}} 於 {{time}}'],
  ['gridDesign.compare', '与当前版本比较', 'Compare with the current version', 'เปรียบเทียบกับเวอร์ชันปัจจุบัน', '與目前版本比較'],
  ['gridDesign.noChanges', '没有差异', 'No differences', 'ไม่มีความแตกต่าง', '沒有差異'],
  ['gridDesign.change.added', '新增', 'added', 'เพิ่ม', '新增'],
  ['gridDesign.change.removed', '删除', 'removed', 'ลบ', '刪除'],
  ['gridDesign.change.changed', '修改', 'changed', 'แก้ไข', '修改'],
  ['gridDesign.previewAsRole', '按角色预览', 'Preview as role', 'แสดงตัวอย่างตามบทบาท', '按角色預覽'],
  ['gridDesign.previewRole', '角色编码', 'Role code', 'รหัสบทบาท', '角色編碼'],
  ['gridDesign.previewRun', '预览', 'Preview', 'แสดงตัวอย่าง', '預覽'],
  ['gridDesign.previewHint', '显示持有该角色的用户看到的门户（已发布的基础门户加上该角色的覆盖）', 'Shows the portal a user holding the role gets (the published base plus the role’s overrides)', 'แสดงพอร์ทัลที่ผู้ใช้ซึ่งมีบทบาทนี้จะเห็น (พื้นฐานที่เผยแพร่แล้วรวมกับการแทนที่ของบทบาท)', '顯示持有該角色的使用者看到的入口網站（已發佈的基礎入口網站加上該角色的覆寫）'],
  ['gridDesign.previewEmpty', '该角色的门户没有组件', 'The role’s portal has no widgets', 'พอร์ทัลของบทบาทนี้ไม่มีวิดเจ็ต', '該角色的入口網站沒有元件'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The grid design pages' texts per language. */
export const gridDesignPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
