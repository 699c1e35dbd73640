import type { DescribedFile } from '../../files/fileRecords';
import { formatMessage, type DeliveryState, type Language } from '@wharf/engine';
import { receiverList } from '../../delivery/outbox/siteMessage';

export const messageTypes = ['system', 'sms', 'email', 'wechat'] as const;
export type MessageType = (typeof messageTypes)[number];

export interface MessageInput {
  esTitle: string;
  esType: MessageType;
  /** Comma separated: usernames (system), phone numbers (sms), addresses (email), account ids (wechat). */
  esReceiver: string;
  esContent: string;
  /** JSON text (spec §5 "esParam must be JSON"). */
  esParam?: string | null;
  /** System messages: uploaded announcement files, attached to the announcement it becomes. */
  attachmentIds?: string[];
}

export interface MessageRecord extends Omit<MessageInput, 'esParam' | 'attachmentIds'> {
  id: string;
  esParam: string | null;
  attachmentIds: string[];
  /** The attachments described (added by the operations, which read the files). */
  attachments?: DescribedFile[];
  /** 0 draft, 1 published, 2 withdrawn (spec §4 message centre). */
  status: '0' | '1' | '2';
  /** 0 unsent, 1 success, 2 failure (spec §4 message send). */
  esSendStatus: '0' | '1' | '2';
  /** The same in the spec's task words (§4 task send): waitSend, sendSuccess, sendFail. */
  sendStatus: 'waitSend' | 'sendSuccess' | 'sendFail';
  /** Why the message is unsent or failed, in the reader's language. */
  sendResult: string | null;
  sendTime: string | null;
  createTime: string;
  /** Email copies. */
  esCc: string | null;
  /** What caused the message (e.g. `warning:<ruleId>`); null when written on this page. */
  source: string | null;
  /** The outbox's delivery state; null for a draft, or a message published before the outbox. */
  deliveryState: DeliveryState | null;
  /** Delivery attempts so far (spec esSendNum). */
  esSendNum: number;
  /** The channel's own words about the last failure (spec errMsg). */
  errMsg: string | null;
  /** When the next attempt is due, while the message waits to be retried. */
  nextAttemptTime: string | null;
}

export interface MessageRow {
  id: string;
  es_title: string;
  es_type: MessageType;
  es_receiver: string;
  es_content: string;
  es_param: unknown;
  status: MessageRecord['status'];
  es_send_status: MessageRecord['esSendStatus'];
  send_result: string | null;
  send_detail: string | null;
  send_time: Date | null;
  announcement_id: string | null;
  created_at: Date;
  attachment_ids: string[];
  es_cc: string | null;
  source: string | null;
  delivery_state: DeliveryState | null;
  es_send_num: number;
  next_attempt_at: Date | null;
}

const taskSendStatus = { '0': 'waitSend', '1': 'sendSuccess', '2': 'sendFail' } as const;

export function fromRow(row: MessageRow, lang: Language): MessageRecord {
  return {
    id: row.id,
    esTitle: row.es_title,
    esType: row.es_type,
    esReceiver: row.es_receiver,
    esContent: row.es_content,
    esParam: row.es_param === null || row.es_param === undefined ? null : JSON.stringify(row.es_param),
    attachmentIds: row.attachment_ids ?? [],
    status: row.status,
    esSendStatus: row.es_send_status,
    sendStatus: taskSendStatus[row.es_send_status],
    sendResult: row.send_result ? formatMessage(row.send_result, lang, [row.send_detail ?? row.es_type]) : null,
    sendTime: row.send_time ? row.send_time.toISOString() : null,
    createTime: row.created_at.toISOString(),
    esCc: row.es_cc,
    source: row.source,
    deliveryState: row.delivery_state,
    esSendNum: row.es_send_num,
    errMsg: row.send_detail,
    nextAttemptTime: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
  };
}

export { receiverList };
