import type { Catalogue } from '../types';

/** Messages of the scheduled-job console (issue 22 "Scheduled jobs"; spec §3 quartz job, §4 normal/stopped). */
export const scheduledJobsCatalogue: Catalogue = {
  zh_CN: {
    'scheduledJob/invalid-cron': 'Cron 表达式无效：{0}',
    'scheduledJob/cron-field-count': 'Cron 表达式应有六或七段：秒 分 时 日 月 周 [年]',
    'scheduledJob/cron-day-question-mark': '“日”和“周”两段中必须恰有一段为 ?',
    'scheduledJob/cron-day-of-week-range': '“周”用 1（星期日）到 7（星期六）表示',
    'scheduledJob/cron-never-fires': '该表达式以后不会再触发',
    'scheduledJob/unknown-kind': '没有名为 {0} 的任务类',
    'scheduledJob/name-exists': '任务名称已存在：{0}',
    'scheduledJob/run-interrupted': '运行中断（执行进程已停止）',
  },
  en_US: {
    'scheduledJob/invalid-cron': 'Invalid cron expression: {0}',
    'scheduledJob/cron-field-count': 'A cron expression has six or seven fields: second minute hour day-of-month month day-of-week [year]',
    'scheduledJob/cron-day-question-mark': 'Exactly one of the day-of-month and day-of-week fields must be ?',
    'scheduledJob/cron-day-of-week-range': 'Days of the week are numbered 1 (Sunday) to 7 (Saturday)',
    'scheduledJob/cron-never-fires': 'The expression never fires again',
    'scheduledJob/unknown-kind': 'There is no job class named {0}',
    'scheduledJob/name-exists': 'A job with this name already exists: {0}',
    'scheduledJob/run-interrupted': 'The run was interrupted (its worker stopped)',
  },
  th_TH: {
    'scheduledJob/invalid-cron': 'นิพจน์ cron ไม่ถูกต้อง: {0}',
    'scheduledJob/cron-field-count': 'นิพจน์ cron ต้องมีหกหรือเจ็ดส่วน: วินาที นาที ชั่วโมง วันที่ เดือน วันในสัปดาห์ [ปี]',
    'scheduledJob/cron-day-question-mark': 'ส่วนวันที่และวันในสัปดาห์ต้องเป็น ? หนึ่งส่วนพอดี',
    'scheduledJob/cron-day-of-week-range': 'วันในสัปดาห์ใช้เลข 1 (อาทิตย์) ถึง 7 (เสาร์)',
    'scheduledJob/cron-never-fires': 'นิพจน์นี้จะไม่ทำงานอีก',
    'scheduledJob/unknown-kind': 'ไม่มีคลาสงานชื่อ {0}',
    'scheduledJob/name-exists': 'มีงานชื่อนี้อยู่แล้ว: {0}',
    'scheduledJob/run-interrupted': 'การทำงานถูกขัดจังหวะ (ตัวประมวลผลหยุดทำงาน)',
  },
  zh_TW: {
    'scheduledJob/invalid-cron': 'Cron 運算式無效：{0}',
    'scheduledJob/cron-field-count': 'Cron 運算式應有六或七段：秒 分 時 日 月 週 [年]',
    'scheduledJob/cron-day-question-mark': '「日」和「週」兩段中必須恰有一段為 ?',
    'scheduledJob/cron-day-of-week-range': '「週」以 1（星期日）到 7（星期六）表示',
    'scheduledJob/cron-never-fires': '此運算式之後不會再觸發',
    'scheduledJob/unknown-kind': '沒有名為 {0} 的任務類別',
    'scheduledJob/name-exists': '任務名稱已存在：{0}',
    'scheduledJob/run-interrupted': '執行中斷（執行程序已停止）',
  },
};
