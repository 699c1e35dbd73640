import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { page, type Page } from '../../http/envelope';
import { requireManager } from '../access/workflowAccess';
import { toTemplateRecord, type TemplateListRow, type TemplateRecord } from './templateRecord';

export interface TemplateListQuery {
  keyword?: string;
  status?: TemplateRecord['status'];
  pageNo: number;
  pageSize: number;
}

/** A template's status: its row's, else active once its definition is published (see `toTemplateRecord`). */
export const effectiveStatus = "coalesce(t.status, case when d.published_version is null then 'design' else 'active' end)";

/** The workflow definitions of the tenant with their template rows and running counts (one query; `processKey` narrows to one). */
export function templateRows(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('eform_definition as d')
    .leftJoin('bpm_template as t', 't.process_key', 'd.code')
    .where('d.kind', 'workflow')
    .select('d.id', 'd.code', 'd.name', 'd.version', 'd.body', 'd.updated_at', 'd.published_version', 't.status', 't.enabled', 't.group_name')
    .select(trx.raw("(select count(*)::int from bpm_instance i where i.process_key = d.code and i.status <> 'completed') as running"));
}

/** `GET /api/bpm/template/list`: managers only (the template lifecycle page). */
export async function listTemplates(ctx: AppContext, who: Caller, query: TemplateListQuery): Promise<Page<TemplateRecord>> {
  await requireManager(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const filtered = templateRows(trx).modify((q) => {
      if (query.keyword) q.where((w) => w.whereILike('d.code', `%${query.keyword}%`).orWhereILike('d.name', `%${query.keyword}%`));
      if (query.status) q.whereRaw(`${effectiveStatus} = ?`, [query.status]);
    });
    const [counted] = await trx.from(filtered.clone().as('f')).count<Array<{ total: string }>>({ total: '*' });
    const total = counted?.total ?? 0;
    const rows: TemplateListRow[] = await filtered.orderBy('d.updated_at', 'desc').orderBy('d.id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
    return page(rows.map(toTemplateRecord), Number(total), query.pageNo, query.pageSize);
  });
}
