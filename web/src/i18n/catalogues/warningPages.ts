import { appLanguages, type AppLanguage } from '../languages';

// The warnings page's texts (keys `warnings.*`), one row per key: zh_CN, en_US, th_TH, zh_TW.
// They travel with that page's lazy chunk.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['warnings.rules', '预警规则', 'Warning rules', 'กฎการเตือน', '預警規則'],
  ['warnings.tab.rules', '规则与结果', 'Rules and results', 'กฎและผลลัพธ์', '規則與結果'],
  ['warnings.tab.design', '设计预警', 'Design warnings', 'ออกแบบการเตือน', '設計預警'],
  ['warnings.design.new', '新建预警项', 'New warning item', 'รายการเตือนใหม่', '新建預警項'],
  ['warnings.tab.templates', '消息模板', 'Message templates', 'แม่แบบข้อความ', '訊息範本'],
  ['warnings.templates.channelTitle', '渠道', 'Channel', 'ช่องทาง', '管道'],
  ['warnings.templates.channel.system', '站内消息', 'Site message', 'ข้อความในระบบ', '站內訊息'],
  ['warnings.templates.channel.email', '邮件', 'Email', 'อีเมล', '郵件'],
  ['warnings.templates.template', '模板', 'Template', 'แม่แบบ', '範本'],
  ['warnings.templates.subject', '标题', 'Subject', 'หัวเรื่อง', '標題'],
  ['warnings.templates.recipients', '接收人', 'Recipients', 'ผู้รับ', '接收人'],
  ['warnings.templates.byField', '记录字段 {{field}}', 'the record\'s {{field}}', '{{field}} ของระเบียน', '記錄欄位 {{field}}'],
  ['warnings.templates.copy', '抄送 {{address}}', 'copy to {{address}}', 'สำเนาถึง {{address}}', '副本 {{address}}'],
  ['warnings.templates.none', '已发布的规则没有消息模板', 'No published rule has a message template', 'ไม่มีกฎที่เผยแพร่ที่มีแม่แบบข้อความ', '已發佈的規則沒有訊息範本'],
  ['warnings.item', '预警项', 'Warning item', 'รายการเตือน', '預警項'],
  ['warnings.rule', '规则', 'Rule', 'กฎ', '規則'],
  ['warnings.triggerMode', '触发方式', 'Trigger', 'วิธีทริกเกอร์', '觸發方式'],
  ['warnings.trigger.platform', '平台预警', 'Platform (scheduled)', 'แพลตฟอร์ม (ตามกำหนดเวลา)', '平台預警'],
  ['warnings.trigger.business', '业务触发', 'Business event', 'เหตุการณ์ทางธุรกิจ', '業務觸發'],
  ['warnings.schedule', '调度', 'Schedule', 'กำหนดเวลา', '排程'],
  ['warnings.hours', '每天 {{hours}} 点', 'At {{hours}} o\'clock', 'เวลา {{hours}} นาฬิกา', '每天 {{hours}} 點'],
  ['warnings.enabled', '启用', 'Enabled', 'เปิดใช้', '啟用'],
  ['warnings.disabled', '未启用', 'Not enabled', 'ยังไม่เปิดใช้', '未啟用'],
  ['warnings.lastRun', '上次执行', 'Last run', 'ทำงานล่าสุด', '上次執行'],
  ['warnings.lastCounts', '检查 {{checked}} / 触发 {{fired}}', '{{checked}} checked / {{fired}} fired', 'ตรวจ {{checked}} / แจ้ง {{fired}}', '檢查 {{checked}} / 觸發 {{fired}}'],
  ['warnings.inWarning', '预警中', 'In warning', 'กำลังเตือน', '預警中'],
  ['warnings.noRules', '没有已发布的预警规则', 'No published warning rules', 'ไม่มีกฎการเตือนที่เผยแพร่', '沒有已發佈的預警規則'],
  ['warnings.results', '预警结果：{{rule}}', 'Results: {{rule}}', 'ผลลัพธ์: {{rule}}', '預警結果：{{rule}}'],
  ['warnings.evaluate', '立即执行', 'Evaluate now', 'ประเมินตอนนี้', '立即執行'],
  ['warnings.evaluated', '检查 {{checked}} 条，触发 {{fired}} 条，恢复 {{recovered}} 条，消息 {{messages}} 条', '{{checked}} checked, {{fired}} fired, {{recovered}} recovered, {{messages}} messages', 'ตรวจ {{checked}} แจ้ง {{fired}} กลับสู่ปกติ {{recovered}} ข้อความ {{messages}}', '檢查 {{checked}} 筆，觸發 {{fired}} 筆，恢復 {{recovered}} 筆，訊息 {{messages}} 則'],
  ['warnings.backTest', '回测', 'Back-test', 'ทดสอบย้อนหลัง', '回測'],
  ['warnings.backTestResult', '区间内执行 {{evaluations}} 次，将触发 {{firings}} 次（{{records}} 条记录）', '{{evaluations}} evaluations would have fired {{firings}} times ({{records}} records)', 'ประเมิน {{evaluations}} ครั้ง จะแจ้ง {{firings}} ครั้ง ({{records}} ระเบียน)', '區間內執行 {{evaluations}} 次，將觸發 {{firings}} 次（{{records}} 筆記錄）'],
  ['warnings.backTestTruncated', '部分执行只读取了前面的行，次数为下限', 'Some evaluations read only the first rows: the counts are a floor', 'บางครั้งอ่านเฉพาะแถวแรก ๆ จำนวนนี้จึงเป็นค่าต่ำสุด', '部分執行只讀取了前面的列，次數為下限'],
  ['warnings.status', '状态', 'Status', 'สถานะ', '狀態'],
  ['warnings.status.all', '全部', 'All', 'ทั้งหมด', '全部'],
  ['warnings.status.pending', '待触发', 'Pending', 'รอแจ้ง', '待觸發'],
  ['warnings.status.warn', '预警', 'Warn', 'เตือน', '預警'],
  ['warnings.status.cancel', '取消', 'Cancel', 'ยกเลิก', '取消'],
  ['warnings.reason.recovered', '已恢复正常', 'recovered', 'กลับสู่ปกติแล้ว', '已恢復正常'],
  ['warnings.reason.relieved', '人工解除', 'relieved', 'ยกเลิกด้วยตนเอง', '人工解除'],
  ['warnings.record', '记录', 'Record', 'ระเบียน', '記錄'],
  ['warnings.values', '值', 'Values', 'ค่า', '值'],
  ['warnings.since', '开始于', 'Since', 'ตั้งแต่', '開始於'],
  ['warnings.warnedAt', '预警时间', 'Warned at', 'เตือนเมื่อ', '預警時間'],
  ['warnings.actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['warnings.relieve', '解除', 'Relieve', 'ยกเลิกการเตือน', '解除'],
  ['warnings.recover', '恢复', 'Recover', 'กู้คืน', '恢復'],
  ['warnings.relieveNote', '解除说明（可选）', 'Why (optional)', 'เหตุผล (ไม่บังคับ)', '解除說明（選填）'],
  ['warnings.history', '操作记录', 'History', 'ประวัติ', '操作記錄'],
  ['warnings.noHistory', '暂无操作记录', 'Nobody has acted on it yet', 'ยังไม่มีการดำเนินการ', '暫無操作記錄'],
  ['warnings.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The warnings page's texts by language. */
export const warningPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
