import { unwrap } from '../../api/eformResult';
import type { Attachment } from '../../components/AttachmentList';
import type { HttpClient } from '../../http/httpClient';
import type { PageOf, PageQuery } from '../console/api/types';

/** One entry of the user's inbox: an announcement (msgCategory 1) or a system message (2). */
export interface InboxEntry {
  anntId: string;
  title: string;
  /** Rich text written by an administrator: sanitise before showing it. */
  content: string;
  msgCategory: '1' | '2';
  priority: 'L' | 'M' | 'H';
  sendTime: string | null;
  readFlag: '0' | '1';
  /** Files attached to an announcement (read with the session). */
  attachments?: Attachment[];
}

export interface InboxFilters {
  msgCategory?: '1' | '2';
  readFlag?: '0';
}

/** The message centre's calls (spec §7 sysAnnouncementSend). */
export function createInboxApi(http: HttpClient) {
  const base = '/system/sysAnnouncementSend';
  return {
    list: (query: PageQuery & InboxFilters) => unwrap(http.get<PageOf<InboxEntry>>(`${base}/getMyAnnouncementSend`, { ...query })),
    markRead: (anntId: string) => unwrap(http.put<null>(`${base}/editByAnntIdAndUserId`, { anntId })),
    readAll: () => unwrap(http.put<{ marked: number }>(`${base}/readAll`)),
  };
}
