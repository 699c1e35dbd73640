import type { HttpClient } from '../http/httpClient';

/** One announcement in the user's inbox (spec §7 sysAnnouncementSend/getMyAnnouncementSend). */
export interface MyAnnouncement {
  anntId: string;
  title: string;
  /** Rich text written by an administrator: sanitise before showing it. */
  content: string;
  msgCategory: string;
  /** L low, M middle, H high. */
  priority: 'L' | 'M' | 'H';
  sendTime: string | null;
  readFlag: '0' | '1';
}

export interface AnnouncementInbox {
  records: MyAnnouncement[];
  total: number;
}

/** The current user's announcements: newest first, marking one or all read. */
export function createAnnouncementsApi(http: HttpClient) {
  const base = '/system/sysAnnouncementSend';
  return {
    async mine(pageSize = 10): Promise<AnnouncementInbox> {
      const envelope = await http.get<AnnouncementInbox>(`${base}/getMyAnnouncementSend`, { pageNo: 1, pageSize });
      return envelope.success ? envelope.result : { records: [], total: 0 };
    },
    async markRead(anntId: string): Promise<void> {
      await http.put(`${base}/editByAnntIdAndUserId`, { anntId });
    },
    async readAll(): Promise<void> {
      await http.put(`${base}/readAll`);
    },
  };
}
