import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';

/** One announcement in the user's inbox (spec §7 sysAnnouncementSend/getMyAnnouncementSend); `content` is rich text an administrator wrote: sanitise before showing it. */
export type MyAnnouncement = AnnouncementInbox['records'][number];

/** A page of the inbox, newest first. */
export type AnnouncementInbox = ApiResult<'GET /api/system/sysAnnouncementSend/getMyAnnouncementSend'>;

/** The current user's announcements: newest first, marking one or all read. */
export function createAnnouncementsApi(http: HttpClient) {
  const base = '/system/sysAnnouncementSend';
  return {
    async mine(pageSize = 10): Promise<AnnouncementInbox> {
      const envelope = await http.get<AnnouncementInbox>(`${base}/getMyAnnouncementSend`, { pageNo: 1, pageSize });
      return envelope.success ? envelope.result : { records: [], total: 0, current: 1, size: pageSize, pages: 0 };
    },
    async markRead(anntId: string): Promise<void> {
      await http.put<ApiResult<'PUT /api/system/sysAnnouncementSend/editByAnntIdAndUserId'>>(`${base}/editByAnntIdAndUserId`, { anntId });
    },
    async readAll(): Promise<void> {
      await http.put<ApiResult<'PUT /api/system/sysAnnouncementSend/readAll'>>(`${base}/readAll`);
    },
  };
}
