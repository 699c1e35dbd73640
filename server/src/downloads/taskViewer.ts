import type { Request } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { callerPermissions, holds } from '../platform/access/callerPermissions';
import type { TaskViewer } from './exportTaskTypes';

/** The button permission that shows every task of the tenant in the download centre, not only one's own. */
export const seeAllTasksPermission = 'downloadCenter:viewAll';

/** Who asks to see export tasks: the caller, and whether they see the tenant's tasks or only their own. */
export async function viewerOf(ctx: AppContext, req: Request): Promise<TaskViewer> {
  return { userId: caller(req).userId, canSeeAll: holds(await callerPermissions(ctx, req), seeAllTasksPermission) };
}
