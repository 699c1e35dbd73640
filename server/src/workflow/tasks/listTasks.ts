import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { page, type Page } from '../../http/envelope';
import type { CcRow } from '../rows';
import { taskRows, timeString, toTaskRecord, withProcessName, type TaskListRow, type TaskRecord } from './taskRecord';

export interface TaskListQuery {
  processKey?: string;
  title?: string;
  /** cc only: true the read ones, false the unread ones. */
  isRead?: boolean;
  pageNo: number;
  pageSize: number;
}

/** Open (actionable) statuses and the ones a person closed. */
const closedByPerson = ['approved', 'rejected', 'transferred', 'delegated'];

/** `GET /api/bpm/task/todo` and `GET /api/bpm/task/done`: the caller's pending tasks, or the ones they handled (newest first). */
export async function listTasks(ctx: AppContext, who: Caller, which: 'todo' | 'done', query: TaskListQuery): Promise<Page<TaskRecord>> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const filtered = taskRows(trx).where('t.assignee_id', who.userId).modify((q) => {
      if (which === 'todo') q.where('t.status', 'pending');
      else q.whereIn('t.status', closedByPerson);
      if (query.processKey) q.where('i.process_key', query.processKey);
      if (query.title) q.whereILike('i.title', `%${query.title}%`);
    });
    const [counted] = await trx.from(filtered.clone().as('f')).count<Array<{ total: string }>>({ total: '*' });
    const total = counted?.total ?? 0;
    const rows: TaskListRow[] = await filtered.orderBy(which === 'todo' ? 't.created_at' : 't.ended_at', 'desc').orderBy('t.id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
    return page(rows.map(toTaskRecord), Number(total), query.pageNo, query.pageSize);
  });
}

/** A copy of a request to the caller (spec: cc with read/unread). */
export interface CcRecord {
  id: string;
  instanceId: string;
  processKey: string;
  /** The process's name in the definition version the request runs on. */
  processName: string;
  nodeId: string;
  taskTitle: string;
  taskName: string;
  fromUserName: string | null;
  sendTimeString: string;
  isRead: boolean;
  readTimeString: string | null;
  formCode: string | null;
  dataId: string | null;
  instanceStatus: string;
}

type CcListRow = CcRow & { process_key: string; process_name: string | null; title: string; form_code: string | null; data_id: string | null; instance_status: string; initiator_name: string | null };

/** `GET /api/bpm/task/cc`: the requests copied to the caller (newest first), read or unread. */
export async function listCc(ctx: AppContext, who: Caller, query: TaskListQuery): Promise<Page<CcRecord>> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const filtered = withProcessName(trx, trx('bpm_cc as c')
      .join('bpm_instance as i', 'i.id', 'c.instance_id'))
      .leftJoin('sys_user as s', 's.id', 'i.initiator_id')
      .where('c.user_id', who.userId)
      .select('c.*', 'i.process_key', 'i.title', 'i.form_code', 'i.data_id', 'i.status as instance_status', 's.realname as initiator_name')
      .modify((q) => {
        if (query.processKey) q.where('i.process_key', query.processKey);
        if (query.title) q.whereILike('i.title', `%${query.title}%`);
        if (query.isRead !== undefined) q.where((w) => (query.isRead ? w.whereNotNull('c.read_at') : w.whereNull('c.read_at')));
      });
    const [counted] = await trx.from(filtered.clone().as('f')).count<Array<{ total: string }>>({ total: '*' });
    const total = counted?.total ?? 0;
    const rows: CcListRow[] = await filtered.orderBy('c.created_at', 'desc').orderBy('c.id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
    return page(rows.map((row) => ({
      id: row.id, instanceId: row.instance_id, processKey: row.process_key, processName: row.process_name ?? row.process_key, nodeId: row.node_id, taskTitle: row.title, taskName: row.node_name ?? row.node_id,
      fromUserName: row.initiator_name, sendTimeString: timeString(row.created_at)!, isRead: row.read_at !== null, readTimeString: timeString(row.read_at),
      formCode: row.form_code, dataId: row.data_id, instanceStatus: row.instance_status,
    })), Number(total), query.pageNo, query.pageSize);
  });
}
