import type { Catalogues } from './languages';

/** UI texts of the report charts (issue 17), keys `report.chart.*`. */
export const reportTexts: Catalogues = {
  zh_CN: {
    'report.chart.failed': '图表无法显示',
    'report.chart.noData': '暂无数据',
    'report.chart.empty': '没有符合条件的数据',
    'report.chart.truncated': '数据量超过上限，仅显示前 {{count}} 行',
  },
  en_US: {
    'report.chart.failed': 'The chart cannot be shown',
    'report.chart.noData': 'No data yet',
    'report.chart.empty': 'No data matches',
    'report.chart.truncated': 'Too much data: only the first {{count}} rows are shown',
  },
  th_TH: {
    'report.chart.failed': 'ไม่สามารถแสดงแผนภูมิได้',
    'report.chart.noData': 'ยังไม่มีข้อมูล',
    'report.chart.empty': 'ไม่มีข้อมูลที่ตรงกับเงื่อนไข',
    'report.chart.truncated': 'ข้อมูลมากเกินไป แสดงเพียง {{count}} แถวแรก',
  },
  zh_TW: {
    'report.chart.failed': '圖表無法顯示',
    'report.chart.noData': '暫無資料',
    'report.chart.empty': '沒有符合條件的資料',
    'report.chart.truncated': '資料量超過上限，僅顯示前 {{count}} 列',
  },
};
