import { appLanguages, type AppLanguage } from '../languages';

// The app market's texts (keys `appMarket.*`), one row per key: zh_CN, en_US, th_TH, zh_TW.
// They travel with the market page's lazy chunk.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['appMarket.title', '应用市场', 'App market', 'ตลาดแอป', '應用市集'],
  ['appMarket.tab.market', '市场', 'Market', 'ตลาด', '市集'],
  ['appMarket.tab.installed', '已安装应用', 'Installed apps', 'แอปที่ติดตั้งแล้ว', '已安裝應用'],
  ['appMarket.allGroups', '全部', 'All', 'ทั้งหมด', '全部'],
  ['appMarket.search', '搜索应用名称、编码或描述', 'Search by name, code or description', 'ค้นหาตามชื่อ รหัส หรือคำอธิบาย', '搜尋應用名稱、編碼或描述'],
  ['appMarket.appName', '应用名称', 'App name', 'ชื่อแอป', '應用名稱'],
  ['appMarket.appCode', '应用编码', 'App code', 'รหัสแอป', '應用編碼'],
  ['appMarket.appVersion', '版本', 'Version', 'เวอร์ชัน', '版本'],
  ['appMarket.createTime', '安装时间', 'Installed at', 'ติดตั้งเมื่อ', '安裝時間'],
  ['appMarket.updateTime', '最近更新', 'Last changed', 'เปลี่ยนแปลงล่าสุด', '最近更新'],
  ['appMarket.publishedTime', '上架时间', 'In the market since', 'อยู่ในตลาดตั้งแต่', '上架時間'],
  ['appMarket.noDescription', '暂无描述', 'No description', 'ไม่มีคำอธิบาย', '暫無描述'],
  ['appMarket.install', '安装', 'Install', 'ติดตั้ง', '安裝'],
  ['appMarket.update', '更新到 {{version}}', 'Update to {{version}}', 'อัปเดตเป็น {{version}}', '更新到 {{version}}'],
  ['appMarket.installed', '已安装 {{version}}', 'Installed {{version}}', 'ติดตั้งแล้ว {{version}}', '已安裝 {{version}}'],
  ['appMarket.confirmInstall', '将应用“{{name}}”（{{version}}）安装到当前租户？它会添加表单、视图、数据表和菜单。', 'Install “{{name}}” ({{version}}) into this tenant? It adds its forms, views, tables and menus.', 'ติดตั้ง “{{name}}” ({{version}}) ในผู้เช่านี้หรือไม่ แอปจะเพิ่มฟอร์ม มุมมอง ตาราง และเมนูของตน', '將應用「{{name}}」（{{version}}）安裝到目前租戶？它會新增表單、檢視、資料表和選單。'],
  ['appMarket.installDone', '已安装“{{name}}”{{version}}', 'Installed “{{name}}” {{version}}', 'ติดตั้ง “{{name}}” {{version}} แล้ว', '已安裝「{{name}}」{{version}}'],
  ['appMarket.updateDone', '已将“{{name}}”更新到 {{version}}', 'Updated “{{name}}” to {{version}}', 'อัปเดต “{{name}}” เป็น {{version}} แล้ว', '已將「{{name}}」更新到 {{version}}'],
  ['appMarket.ok', '确定', 'OK', 'ตกลง', '確定'],
  ['appMarket.cancel', '取消', 'Cancel', 'ยกเลิก', '取消'],
  ['appMarket.pendingSync', '以下数据表的同步会丢失数据，请在数据表设计中确认后同步：{{tables}}', 'Syncing these tables would lose data; confirm and sync them in the table designer: {{tables}}', 'การซิงก์ตารางเหล่านี้จะทำให้ข้อมูลสูญหาย กรุณายืนยันและซิงก์ในตัวออกแบบตาราง: {{tables}}', '以下資料表的同步會遺失資料，請在資料表設計中確認後同步：{{tables}}'],
  ['appMarket.empty', '市场中没有应用', 'The market has no apps', 'ตลาดยังไม่มีแอป', '市集中沒有應用'],
  ['appMarket.noneInstalled', '还没有从市场安装应用', 'No app has been installed from the market yet', 'ยังไม่ได้ติดตั้งแอปจากตลาด', '還沒有從市集安裝應用'],
  ['appMarket.actions', '操作', 'Actions', 'การดำเนินการ', '操作'],
  ['appMarket.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The app market's texts by language. */
export const appMarketPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
