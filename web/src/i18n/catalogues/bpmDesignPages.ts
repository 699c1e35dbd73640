import { appLanguages, type AppLanguage } from '../languages';

// The workflow design page's texts (keys `bpmDesign.*`), one row per key: zh_CN, en_US, th_TH, zh_TW.
// They travel with the design page's chunk (`pages/bpm/design/useWorkflowDesign.ts`). The designer's
// own texts are the designers package's.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['bpmDesign.back', '返回', 'Back', 'กลับ', '返回'],
  ['bpmDesign.newTitle', '新建流程', 'New workflow', 'เวิร์กโฟลว์ใหม่', '新建流程'],
  ['bpmDesign.version', '版本 {{version}}', 'Version {{version}}', 'เวอร์ชัน {{version}}', '版本 {{version}}'],
  ['bpmDesign.published', '已发布 v{{version}}', 'v{{version}} published', 'เผยแพร่ v{{version}} แล้ว', '已發佈 v{{version}}'],
  ['bpmDesign.unpublished', '未发布', 'Not published', 'ยังไม่เผยแพร่', '未發佈'],
  ['bpmDesign.saved', '已保存为版本 {{version}}', 'Saved as version {{version}}', 'บันทึกเป็นเวอร์ชัน {{version}} แล้ว', '已儲存為版本 {{version}}'],
  ['bpmDesign.publish', '发布', 'Publish', 'เผยแพร่', '發佈'],
  ['bpmDesign.saveFirst', '请先保存修改再发布', 'Save your changes before publishing', 'บันทึกการเปลี่ยนแปลงก่อนเผยแพร่', '請先儲存修改再發佈'],
  ['bpmDesign.publishDone', '已发布版本 {{version}}', 'Version {{version}} published', 'เผยแพร่เวอร์ชัน {{version}} แล้ว', '已發佈版本 {{version}}'],
  ['bpmDesign.olderRunning', '{{count}} 个运行中的申请仍在旧版本上，可在流程模板列表中迁移。', '{{count}} running requests stay on older versions; you may migrate them from the template list.', 'มีคำขอที่กำลังทำงาน {{count}} รายการอยู่ในเวอร์ชันเก่า ย้ายได้จากรายการแม่แบบ', '{{count}} 個執行中的申請仍在舊版本上，可在流程範本列表中遷移。'],
  ['bpmDesign.publishProblems', '流程还不能发布，请先处理以下问题：', 'The workflow cannot be published yet:', 'ยังเผยแพร่เวิร์กโฟลว์ไม่ได้:', '流程還不能發佈，請先處理以下問題：'],
  ['bpmDesign.conflict', '其他人已保存了此流程的更新版本，你的修改未保存（仍保留为草稿）。打开最新版本后可恢复草稿再保存。', 'Someone saved a newer version of this workflow; yours was not saved (it stays as a draft). Open the latest version, restore the draft and save again.', 'มีผู้อื่นบันทึกเวอร์ชันใหม่กว่าแล้ว งานของคุณยังไม่ถูกบันทึก (เก็บเป็นฉบับร่าง) เปิดเวอร์ชันล่าสุด กู้คืนฉบับร่าง แล้วบันทึกอีกครั้ง', '其他人已儲存了此流程的更新版本，你的修改未儲存（仍保留為草稿）。開啟最新版本後可恢復草稿再儲存。'],
  ['bpmDesign.publishConflict', '发布的版本已不是最新版本，请打开最新版本后再发布。', 'The version you publish is no longer the latest; open the latest version and publish again.', 'เวอร์ชันที่เผยแพร่ไม่ใช่เวอร์ชันล่าสุดแล้ว เปิดเวอร์ชันล่าสุดแล้วเผยแพร่อีกครั้ง', '發佈的版本已不是最新版本，請開啟最新版本後再發佈。'],
  ['bpmDesign.openLatest', '打开最新版本', 'Open the latest version', 'เปิดเวอร์ชันล่าสุด', '開啟最新版本'],
  ['bpmDesign.notFound', '没有标识为 {{key}} 的流程', 'There is no workflow with the key {{key}}', 'ไม่มีเวิร์กโฟลว์รหัส {{key}}', '沒有標識為 {{key}} 的流程'],
  ['bpmDesign.noPermission', '你没有设计流程的权限', 'You may not design workflows', 'คุณไม่มีสิทธิ์ออกแบบเวิร์กโฟลว์', '你沒有設計流程的權限'],
  ['bpmDesign.leaveTitle', '离开流程设计？', 'Leave the workflow designer?', 'ออกจากตัวออกแบบเวิร์กโฟลว์?', '離開流程設計？'],
  ['bpmDesign.leaveText', '有未保存的修改。草稿会保留在本浏览器中，下次打开时可恢复。', 'There are unsaved changes. The draft stays in this browser and is offered back next time.', 'มีการเปลี่ยนแปลงที่ยังไม่บันทึก ฉบับร่างจะเก็บไว้ในเบราว์เซอร์นี้และเสนอคืนในครั้งถัดไป', '有未儲存的修改。草稿會保留在本瀏覽器中，下次開啟時可恢復。'],
  ['bpmDesign.leave', '离开', 'Leave', 'ออก', '離開'],
  ['bpmDesign.stay', '留下', 'Stay', 'อยู่ต่อ', '留下'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The workflow design page's texts per language. */
export const bpmDesignPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
