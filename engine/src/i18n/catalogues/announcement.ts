import type { Catalogue } from '../types';

/** Messages of announcements (spec §4 announcement states, §5 announcement rules). */
export const announcementCatalogue: Catalogue = {
  zh_CN: {
    'announcement/end-before-start': '开始时间不能晚于结束时间',
    'announcement/users-required': '指定用户时必须选择用户',
    'announcement/user-not-found': '用户 {0} 不存在',
    'announcement/not-editable': '只有未发布的公告可以修改',
    'announcement/not-publishable': '只有未发布的公告可以发布',
    'announcement/not-revocable': '只有已发布的公告可以撤销',
  },
  en_US: {
    'announcement/end-before-start': 'The start time cannot be after the end time',
    'announcement/users-required': 'Choose the users when the announcement is for specified users',
    'announcement/user-not-found': 'User {0} does not exist',
    'announcement/not-editable': 'Only an unpublished announcement can be changed',
    'announcement/not-publishable': 'Only an unpublished announcement can be published',
    'announcement/not-revocable': 'Only a published announcement can be withdrawn',
  },
  th_TH: {
    'announcement/end-before-start': 'เวลาเริ่มต้องไม่อยู่หลังเวลาสิ้นสุด',
    'announcement/users-required': 'ต้องเลือกผู้ใช้เมื่อประกาศถึงผู้ใช้ที่ระบุ',
    'announcement/user-not-found': 'ไม่พบผู้ใช้ {0}',
    'announcement/not-editable': 'แก้ไขได้เฉพาะประกาศที่ยังไม่เผยแพร่',
    'announcement/not-publishable': 'เผยแพร่ได้เฉพาะประกาศที่ยังไม่เผยแพร่',
    'announcement/not-revocable': 'ถอนได้เฉพาะประกาศที่เผยแพร่แล้ว',
  },
  zh_TW: {
    'announcement/end-before-start': '開始時間不能晚於結束時間',
    'announcement/users-required': '指定使用者時必須選擇使用者',
    'announcement/user-not-found': '使用者 {0} 不存在',
    'announcement/not-editable': '只有未發佈的公告可以修改',
    'announcement/not-publishable': '只有未發佈的公告可以發佈',
    'announcement/not-revocable': '只有已發佈的公告可以撤銷',
  },
};
