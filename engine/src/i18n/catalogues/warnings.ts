import type { Catalogue } from '../types';

/** Messages of warning evaluation, results and back-tests (issue 22; spec §4 warn/cancel, relieve and recover). */
export const warningsCatalogue: Catalogue = {
  zh_CN: {
    'warning/cannot-relieve': '该记录已不在预警中，无法解除',
    'warning/cannot-recover': '只有被解除的预警才能恢复',
    'warning/rule-without-sql': '预警规则 {0} 未配置SQL，无法执行',
    'warning/cron-invalid': 'Cron表达式不正确：{0}',
    'warning/result-script-failed': '结果页加载脚本执行失败：{0}',
    'warning/backtest-period': '回测区间须在过去，且不超过 {0} 天',
    'warning/date-invalid': '日期时间格式不正确',
    'warning/recipient-unknown': '接收人不属于本租户：{0}',
  },
  en_US: {
    'warning/cannot-relieve': 'The record is no longer in warning and cannot be relieved',
    'warning/cannot-recover': 'Only a relieved warning can be recovered',
    'warning/rule-without-sql': 'Warning rule {0} has no SQL config to run',
    'warning/cron-invalid': 'The cron expression is not valid: {0}',
    'warning/result-script-failed': 'The result page load script failed: {0}',
    'warning/backtest-period': 'A back-test period must lie in the past and span at most {0} days',
    'warning/date-invalid': 'The date and time are not valid',
    'warning/recipient-unknown': 'These recipients are not the tenant\'s users, roles or departments: {0}',
  },
  th_TH: {
    'warning/cannot-relieve': 'ระเบียนนี้ไม่อยู่ในสถานะเตือนแล้ว จึงยกเลิกไม่ได้',
    'warning/cannot-recover': 'กู้คืนได้เฉพาะการเตือนที่ถูกยกเลิกด้วยตนเองเท่านั้น',
    'warning/rule-without-sql': 'กฎการเตือน {0} ไม่มีการตั้งค่า SQL ให้เรียกใช้',
    'warning/cron-invalid': 'นิพจน์ cron ไม่ถูกต้อง: {0}',
    'warning/result-script-failed': 'สคริปต์โหลดหน้าผลลัพธ์ทำงานล้มเหลว: {0}',
    'warning/backtest-period': 'ช่วงทดสอบย้อนหลังต้องอยู่ในอดีตและไม่เกิน {0} วัน',
    'warning/date-invalid': 'วันที่และเวลาไม่ถูกต้อง',
    'warning/recipient-unknown': 'ผู้รับเหล่านี้ไม่ใช่ผู้ใช้ บทบาท หรือแผนกของผู้เช่า: {0}',
  },
  zh_TW: {
    'warning/cannot-relieve': '該記錄已不在預警中，無法解除',
    'warning/cannot-recover': '只有被解除的預警才能恢復',
    'warning/rule-without-sql': '預警規則 {0} 未配置SQL，無法執行',
    'warning/cron-invalid': 'Cron表達式不正確：{0}',
    'warning/result-script-failed': '結果頁載入腳本執行失敗：{0}',
    'warning/backtest-period': '回測區間須在過去，且不超過 {0} 天',
    'warning/date-invalid': '日期時間格式不正確',
    'warning/recipient-unknown': '接收人不屬於本租戶：{0}',
  },
};
