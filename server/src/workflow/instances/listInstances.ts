import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { page, type Page } from '../../http/envelope';
import { accessDenied } from '../../http/errors';
import { managesWorkflows, participatedInstanceIds } from '../access/workflowAccess';
import type { InstanceRow } from '../rows';
import { instanceRows, toInstanceRecord, type InstanceListRow, type InstanceRecord } from './instanceRecord';

export interface InstanceListQuery {
  /** start: requests the caller started; participate: requests they took part in as approver or cc; all: every request (managers). */
  classify: 'start' | 'participate' | 'all';
  status?: InstanceRow['status'];
  processKey?: string;
  title?: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /api/bpm/instance/list?classify=start|participate|all&status=` (paged, newest first). */
export async function listInstances(ctx: AppContext, who: Caller, query: InstanceListQuery): Promise<Page<InstanceRecord>> {
  if (query.classify === 'all' && !(await managesWorkflows(ctx, who))) throw accessDenied();
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const filtered = instanceRows(trx).modify((q) => {
      if (query.classify === 'start') q.where('i.initiator_id', who.userId);
      if (query.classify === 'participate') q.whereIn('i.id', participatedInstanceIds(trx, who.userId)).whereNot('i.initiator_id', who.userId);
      if (query.status) q.where('i.status', query.status);
      if (query.processKey) q.where('i.process_key', query.processKey);
      if (query.title) q.whereILike('i.title', `%${query.title}%`);
    });
    const [counted] = await trx.from(filtered.clone().as('f')).count<Array<{ total: string }>>({ total: '*' });
    const total = counted?.total ?? 0;
    const rows: InstanceListRow[] = await filtered.orderBy('i.started_at', 'desc').orderBy('i.id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
    const records: InstanceRecord[] = [];
    for (const row of rows) records.push(await toInstanceRecord(trx, row));
    return page(records, Number(total), query.pageNo, query.pageSize);
  });
}
