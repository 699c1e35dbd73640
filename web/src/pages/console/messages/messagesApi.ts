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
  sendResult: string | null;
  sendTime: string | null;
  createTime: string;
  attachmentIds?: string[];
  /** A system message's attachments, handed to the announcement it becomes. */
  attachments?: Attachment[];
}

export type MessageInput = Pick<MessageRecord, 'esTitle' | 'esType' | 'esReceiver' | 'esContent' | 'esParam' | 'attachmentIds'>;
export interface MessageFilters {
  esTitle?: string;
  esType?: MessageType;
  status?: MessageRecord['status'];
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
  };
}
