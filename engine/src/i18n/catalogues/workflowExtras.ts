import type { Catalogue } from '../types';

/** Messages of workflow delegation, process analytics, deadlines and form binding (issue 16). */
export const workflowExtrasCatalogue: Catalogue = {
  zh_CN: {
    'workflow/delegate-to-self': '不能委托给自己',
    'workflow/delegate-bailee-unknown': '受托人不存在',
    'workflow/delegate-end-before-start': '结束时间必须晚于开始时间',
    'workflow/delegate-bad-instant': '不是有效的时间',
    'workflow/delegate-resource-unknown': '没有这些流程：{0}',
    'workflow/delegate-overlap': '同一时间段内已将这些流程委托给他人',
    'workflow/delegate-cycle': '委托形成了循环',
    'workflow/field-not-editable': '当前节点不允许修改这些字段：{0}',
    'workflow/task-not-for-record': '该任务不属于这条记录',
  },
  en_US: {
    'workflow/delegate-to-self': 'You cannot delegate to yourself',
    'workflow/delegate-bailee-unknown': 'The delegate does not exist',
    'workflow/delegate-end-before-start': 'The end must come after the start',
    'workflow/delegate-bad-instant': 'Not a valid date and time',
    'workflow/delegate-resource-unknown': 'No such processes: {0}',
    'workflow/delegate-overlap': 'These processes are already delegated to someone else for an overlapping time',
    'workflow/delegate-cycle': 'The delegation would form a cycle',
    'workflow/field-not-editable': 'This step does not allow changing these fields: {0}',
    'workflow/task-not-for-record': 'The task is not about this record',
  },
  th_TH: {
    'workflow/delegate-to-self': 'ไม่สามารถมอบหมายให้ตนเองได้',
    'workflow/delegate-bailee-unknown': 'ไม่พบผู้รับมอบหมาย',
    'workflow/delegate-end-before-start': 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
    'workflow/delegate-bad-instant': 'วันที่และเวลาไม่ถูกต้อง',
    'workflow/delegate-resource-unknown': 'ไม่พบกระบวนการเหล่านี้: {0}',
    'workflow/delegate-overlap': 'กระบวนการเหล่านี้ถูกมอบหมายให้ผู้อื่นในช่วงเวลาที่ทับซ้อนกันแล้ว',
    'workflow/delegate-cycle': 'การมอบหมายนี้จะทำให้เกิดวงวน',
    'workflow/field-not-editable': 'ขั้นตอนนี้ไม่อนุญาตให้แก้ไขฟิลด์เหล่านี้: {0}',
    'workflow/task-not-for-record': 'งานนี้ไม่เกี่ยวกับระเบียนนี้',
  },
  zh_TW: {
    'workflow/delegate-to-self': '不能委託給自己',
    'workflow/delegate-bailee-unknown': '受託人不存在',
    'workflow/delegate-end-before-start': '結束時間必須晚於開始時間',
    'workflow/delegate-bad-instant': '不是有效的時間',
    'workflow/delegate-resource-unknown': '沒有這些流程：{0}',
    'workflow/delegate-overlap': '同一時段內已將這些流程委託給他人',
    'workflow/delegate-cycle': '委託形成了循環',
    'workflow/field-not-editable': '目前節點不允許修改這些欄位：{0}',
    'workflow/task-not-for-record': '該任務不屬於這筆記錄',
  },
};
