import type { Catalogue } from '../types';

/** Messages of the outbox's delivery (issue 22 "Message delivery"): retries, in-doubt deliveries, resend. */
export const outboxCatalogue: Catalogue = {
  zh_CN: {
    'message/send-retrying': '发送失败，将重试：{0}',
    'message/send-in-doubt': '发送在交付过程中中断（{0}），消息可能已送达：请与接收方确认后再重发',
    'message/not-resendable': '只有发送失败的消息可以重发',
  },
  en_US: {
    'message/send-retrying': 'Sending failed, will try again: {0}',
    'message/send-in-doubt': 'Sending was interrupted during the hand-over ({0}); the message may have arrived: check with the receiver before resending',
    'message/not-resendable': 'Only a message whose sending failed can be sent again',
  },
  th_TH: {
    'message/send-retrying': 'ส่งไม่สำเร็จ จะลองใหม่: {0}',
    'message/send-in-doubt': 'การส่งถูกขัดจังหวะระหว่างส่งมอบ ({0}) ข้อความอาจถึงผู้รับแล้ว โปรดตรวจสอบกับผู้รับก่อนส่งใหม่',
    'message/not-resendable': 'ส่งใหม่ได้เฉพาะข้อความที่ส่งไม่สำเร็จ',
  },
  zh_TW: {
    'message/send-retrying': '傳送失敗，將重試：{0}',
    'message/send-in-doubt': '傳送在交付過程中中斷（{0}），訊息可能已送達：請與接收方確認後再重發',
    'message/not-resendable': '只有傳送失敗的訊息可以重發',
  },
};
