import { anyPermission, formDataAccess, type PermissionResult } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import { KeptReads } from '../cache/keptReads';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { callerGrantBasis, formDataGrants } from '../eform/data/formDataGrants';
import { readableViewsOf } from '../eform/views/viewAccess';
import { today, viewRowFilter } from '../eform/views/viewRowFilter';
import { onGrantsChanged } from '../platform/access/grantsChanged';

/**
 * Kept per session, table and day for 5 s, like the form-data answers it is built from (a
 * dashboard of twelve widgets over one table asks twelve times at once); forgotten at once when
 * grants change.
 */
const kept = new KeptReads<PermissionResult>({ name: 'reports.tableRowFilters', max: 10_000, ttlMs: 5000 });
onGrantsChanged(() => kept.forgetAll());

/**
 * The rows of a business table the caller may read, as a table dataset applies them: the OR of
 * their form-data read answers over the published forms whose master table it is (granted form
 * pages and readable views, each with its menus' data rules: `formDataGrants`) and of the
 * readable views that name the table themselves. Administrators read everything; a caller with
 * no way to the table's records reads nothing — a chart never shows a row their lists would hide.
 */
export function tableRowFilter(ctx: AppContext, who: Caller, tableCode: string): Promise<PermissionResult> {
  if (who.scope) return Promise.resolve(false);
  const day = today();
  return kept.get(`${who.sessionId}/${who.tenantId}/${tableCode}/${day}`, () => readTableRowFilter(ctx, who, tableCode, day));
}

async function readTableRowFilter(ctx: AppContext, who: Caller, tableCode: string, day: string): Promise<PermissionResult> {
  if ((await callerGrantBasis(ctx, who)) !== 'roles') return true;
  const readable = await readableViewsOf(ctx, who);
  const { formCodes, viewCodes } = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const published = (kind: string) => trx('eform_definition as d')
      .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
      .where('d.kind', kind);
    const forms = await published('form').whereRaw("r.body ->> 'objectName' = ?", [tableCode]).pluck<string[]>('d.code');
    const views = readable.isAll || readable.codes.size > 0
      ? await published('view').whereRaw("r.body ->> 'tableName' = ?", [tableCode])
        .modify((q) => { if (!readable.isAll) q.whereIn('d.code', [...readable.codes]); })
        .pluck<string[]>('d.code')
      : [];
    return { formCodes: forms, viewCodes: views };
  });
  const answers = await Promise.all([
    ...formCodes.map(async (formCode) => formDataAccess(await formDataGrants(ctx, who, formCode), 'read')),
    ...viewCodes.map((viewCode) => viewRowFilter(ctx, who, viewCode, day)),
  ]);
  return anyPermission(...answers);
}
