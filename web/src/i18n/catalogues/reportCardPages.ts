import { appLanguages, type AppLanguage } from '../languages';

// The report widget card page's texts (keys `reportCard.*`), one row per key: zh_CN, en_US, th_TH,
// zh_TW. They travel with the card page's lazy chunk (the chart's own texts are the renderer's).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['reportCard.refresh', '刷新', 'Refresh', 'รีเฟรช', '重新整理'],
  ['reportCard.exportPng', '导出图片', 'Export PNG', 'ส่งออกเป็น PNG', '匯出圖片'],
  ['reportCard.exportXlsx', '导出数据', 'Export data (xlsx)', 'ส่งออกข้อมูล (xlsx)', '匯出資料'],
  ['reportCard.exportQueued', '导出任务已创建，请到下载中心下载', 'The export is queued: download it from the download centre', 'สร้างงานส่งออกแล้ว ดาวน์โหลดได้ที่ศูนย์ดาวน์โหลด', '匯出任務已建立，請到下載中心下載'],
  ['reportCard.exportFailed', '导出失败', 'The export failed', 'ส่งออกไม่สำเร็จ', '匯出失敗'],
  ['reportCard.drillTop', '全部', 'All', 'ทั้งหมด', '全部'],
  ['reportCard.drillHint', '点击图表下钻', 'Click the chart to drill down', 'คลิกแผนภูมิเพื่อดูรายละเอียด', '點擊圖表下鑽'],
  ['reportCard.noWidget', '菜单没有指定组件编码', 'The menu names no widget code', 'เมนูไม่ได้ระบุรหัสวิดเจ็ต', '選單沒有指定元件編碼'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

export const reportCardPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
