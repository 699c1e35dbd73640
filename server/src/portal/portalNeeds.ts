import type { PortalWidget } from '@wharf/schemas';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import type { Page } from '../http/envelope';
import { myAnnouncements, type MyAnnouncement } from '../notices/announcements/announcementOperations';
import { listTasks } from '../workflow/tasks/listTasks';
import type { TaskRecord } from '../workflow/tasks/taskRecord';

/** The widget types whose data comes with the portal's answer. */
export type NeedType = 'todo' | 'done' | 'announcement' | 'message';

/** What those widgets need: the newest rows and the total, per widget type present. */
export type PortalNeeds = Partial<Record<'todo' | 'done', Page<TaskRecord>> & Record<'announcement' | 'message', Page<MyAnnouncement>>>;

/** How many rows a list widget shows when its definition gives no `limit`. */
export const defaultWidgetLimit = 5;

const needTypes: readonly NeedType[] = ['todo', 'done', 'announcement', 'message'];

/** Per need type the portal has, the most rows any of its widgets of that type shows. */
export function neededRows(widgets: ReadonlyArray<PortalWidget>): Partial<Record<NeedType, number>> {
  const rows: Partial<Record<NeedType, number>> = {};
  for (const widget of widgets) {
    const type = widget.widgetType as NeedType;
    if (!needTypes.includes(type)) continue;
    rows[type] = Math.max(rows[type] ?? 0, widget.limit ?? defaultWidgetLimit);
  }
  return rows;
}

/**
 * Reads what the portal's to-do, done, announcement and message widgets show, through the
 * operations of the workflow and notices modules (the same answers as their own list routes),
 * all at once. The caller's own rows only: a preview shows the designer's, never the role's users'.
 */
export async function portalNeeds(ctx: AppContext, who: Caller, widgets: ReadonlyArray<PortalWidget>): Promise<PortalNeeds> {
  const rows = neededRows(widgets);
  const inbox = (msgCategory: '1' | '2', pageSize: number) =>
    withTenant(ctx.db, who.homeTenantId, (trx) => myAnnouncements(trx, who.userId, { pageNo: 1, pageSize, msgCategory }));
  const [todo, done, announcement, message] = await Promise.all([
    rows.todo ? listTasks(ctx, who, 'todo', { pageNo: 1, pageSize: rows.todo }) : undefined,
    rows.done ? listTasks(ctx, who, 'done', { pageNo: 1, pageSize: rows.done }) : undefined,
    rows.announcement ? inbox('1', rows.announcement) : undefined,
    rows.message ? inbox('2', rows.message) : undefined,
  ]);
  return { ...(todo && { todo }), ...(done && { done }), ...(announcement && { announcement }), ...(message && { message }) };
}
