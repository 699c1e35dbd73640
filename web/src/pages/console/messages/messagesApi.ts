import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';
import type { PageOf, PageQuery } from '../api/types';
import type { Attachment } from '../../../components/AttachmentList';

export const messageTypes = ['system', 'sms', 'email', 'wechat'] as const;
export type MessageType = (typeof messageTypes)[number];

/** A message of message administration (spec §3 message, §4 message centre and send states). */
export interface MessageRecord {
  id: string;
  esTitle: string;
  esType: MessageType;
  esReceiver: string;
  esContent: string;
  esParam: string | null;
  status: '0' | '1' | '2';
  esSendStatus: '0' | '1' | '2';
  /** The same in the spec's task words: waitSend, sendSuccess, sendFail. */
  sendStatus?: 'waitSend' | 'sendSuccess' | 'sendFail';
  sendResult: string | null;
  sendTime: string | null;
  createTime: string;
  attachmentIds?: string[];
  /** A system message's attachments, handed to the announcement it becomes. */
  attachments?: Attachment[];
  /** The outbox's delivery state (null for a draft). */
  deliveryState?: DeliveryState | null;
  /** Delivery attempts so far (spec esSendNum). */
  esSendNum?: number;
  /** The channel's words about the last failure (spec errMsg). */
  errMsg?: string | null;
  /** When the next try is due, while waiting to retry. */
  nextAttemptTime?: string | null;
  /** What caused the message (e.g. `warning:<ruleId>`). */
  source?: string | null;
}

export const deliveryStates = ['queued', 'sending', 'retry', 'sent', 'failed', 'unknown'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Whether the console offers "resend": a published message whose delivery failed or is in doubt. */
export function isResendable(message: MessageRecord): boolean {
  return message.status === '1' && (message.deliveryState === 'failed' || message.deliveryState === 'unknown');
}

export type MessageInput = Pick<MessageRecord, 'esTitle' | 'esType' | 'esReceiver' | 'esContent' | 'esParam' | 'attachmentIds'>;
export interface MessageFilters {
  esTitle?: string;
  esType?: MessageType;
  status?: MessageRecord['status'];
  esSendStatus?: MessageRecord['esSendStatus'];
}

export function createMessagesApi(http: HttpClient) {
  const base = '/system/message/sysMessage';
  return {
    list: (query: PageQuery & MessageFilters) => unwrap(http.get<PageOf<MessageRecord>>(`${base}/list`, { ...query })),
    add: (input: MessageInput) => unwrap(http.post<MessageRecord>(`${base}/add`, input)),
    edit: (id: string, input: MessageInput) => unwrap(http.put<MessageRecord>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
    removeMany: (ids: string[]) => unwrap(http.delete<{ deleted: number }>(`${base}/deleteBatch`, { ids: ids.join(',') })),
    publish: (id: string) => unwrap(http.request<null>('PUT', `${base}/publish`, { query: { id } })),
    revoke: (id: string) => unwrap(http.request<null>('PUT', `${base}/revoke`, { query: { id } })),
    resend: (id: string) => unwrap(http.request<null>('PUT', `${base}/resend`, { query: { id } })),
  };
}
