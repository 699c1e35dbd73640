import { resolveMenuComponent, type FormDataButton, type FormDataEntryPoint, type FormDataGrants, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import { KeptReads } from '../../cache/keptReads';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { dataRuleFilter } from '../../permissions/dataRules/dataRuleFilter';
import { today, viewRowFilter } from '../views/viewRowFilter';
import { grantBasis, grantedPermissions, type GrantBasis } from '../../platform/access/grantedPermissions';
import { heldPermissionsOf } from '../../platform/access/callerPermissions';
import { onGrantsChanged } from '../../platform/access/grantsChanged';
import { readableViewsOf, type ReadableViews } from '../views/viewAccess';

/**
 * Kept per session, form and day for 5 s, like the caller's button permissions and readable views
 * (whose own kept answers this one is built from): a list's saves and reads ask many times a
 * minute, and grants change only when an administrator changes menus, roles or rules.
 */
const kept = new KeptReads<FormDataGrants>({ name: 'formData.grants', max: 10_000, ttlMs: 5000 });

// Forgotten in this process when menus, roles, department permissions or data rules change.
onGrantsChanged(() => kept.forgetAll());

// The basis of a session's user changes only when an administrator changes the user's type: kept 5 s too.
const bases = new KeptReads<GrantBasis>({ name: 'formData.grantBases', max: 10_000, ttlMs: 5000 });

/** How the caller's permissions are decided (`grantBasis`), kept per session. */
export function callerGrantBasis(ctx: AppContext, who: Caller): Promise<GrantBasis> {
  return bases.get(`${who.sessionId}/${who.userId}`, () => withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId)));
}

/**
 * The caller's grants on one form (input of `formDataAccess`): a visitor's own page, an
 * administrator's everything, or a role user's entry points — the granted form pages of the form
 * and the readable views over its table — with their data-rule filters and the held buttons.
 */
export function formDataGrants(ctx: AppContext, who: Caller, formCode: string): Promise<FormDataGrants> {
  if (who.scope) return Promise.resolve({ basis: 'visitor', isOwnForm: who.scope.pageType === 'form' && who.scope.pageCode === formCode });
  const day = today();
  return kept.get(`${who.sessionId}/${who.tenantId}/${formCode}/${day}`, () => readGrants(ctx, who, formCode, day));
}

async function readGrants(ctx: AppContext, who: Caller, formCode: string, day: string): Promise<FormDataGrants> {
  if ((await callerGrantBasis(ctx, who)) !== 'roles') return { basis: 'administrator' };
  const [held, readable] = await Promise.all([heldPermissionsOf(ctx, who), readableViewsOf(ctx, who)]);
  const { formPageMenuIds, views } = await withTenant(ctx.db, who.tenantId, async (trx) => ({
    formPageMenuIds: await formPageMenus(trx, who.userId, formCode),
    views: await viewsOverForm(trx, formCode, await publishedTableOf(trx, formCode), readable),
  }));
  const entryPoints: FormDataEntryPoint[] = [];
  if (formPageMenuIds.length > 0) {
    // The caller holds these menus (through a role or a department); only a role picks data rules.
    entryPoints.push({ kind: 'formPage', code: formCode, rowFilter: await dataRuleFilter(ctx, who, formPageMenuIds, day, true) });
  }
  for (const view of views) {
    const rowFilter: PermissionResult = await viewRowFilter(ctx, who, view.code, day);
    entryPoints.push({ kind: 'view', code: view.code, buttons: view.buttons, rowFilter });
  }
  return { basis: 'roles', formCode, entryPoints, heldPermissions: held.isAll ? new Set() : held.perms };
}

/** The caller's granted menus that open a form page (form add tab) of the form. */
async function formPageMenus(trx: Knex.Transaction, userId: string, formCode: string): Promise<string[]> {
  const menus = await grantedPermissions(trx, userId, 'roles').whereNot('p.menu_type', '2').select<Array<{ id: string; path: string | null; component: string | null }>>('p.id', 'p.path', 'p.component');
  return menus.filter((menu) => {
    const resolved = resolveMenuComponent({ path: menu.path ?? '', component: menu.component ?? '', componentProps: [], meta: { title: '' } });
    return resolved.kind === 'formAddTab' && resolved.code === formCode;
  }).map((menu) => menu.id);
}

/** The master table of the published form (its objectName), if it has one. */
async function publishedTableOf(trx: Knex.Transaction, formCode: string): Promise<string | null> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': 'form', 'd.code': formCode })
    .first<{ tableCode: string | null } | undefined>(trx.raw("r.body ->> 'objectName' as \"tableCode\""));
  return row?.tableCode ?? null;
}

/** The published views the caller may read whose form is this form or whose table is the form's master table, with their buttons. */
async function viewsOverForm(trx: Knex.Transaction, formCode: string, tableCode: string | null, readable: ReadableViews): Promise<Array<{ code: string; buttons: FormDataButton[] }>> {
  if (!readable.isAll && readable.codes.size === 0) return [];
  const rows = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'view')
    .modify((q) => { if (!readable.isAll) q.whereIn('d.code', [...readable.codes]); })
    .where((w) => w.whereRaw("r.body ->> 'formCode' = ?", [formCode]).orWhereRaw("r.body ->> 'tableName' = ?", [tableCode ?? '']))
    .select<Array<{ code: string; buttons: unknown }>>('d.code', trx.raw("r.body -> 'buttons' as buttons"));
  return rows.map((row) => ({ code: row.code, buttons: buttonsOf(row.buttons) }));
}

function buttonsOf(value: unknown): FormDataButton[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((button: Record<string, unknown> | null): FormDataButton[] => {
    if (!button || typeof button.openType !== 'string') return [];
    return [{
      openType: button.openType,
      ...(typeof button.permission === 'string' && button.permission !== '' ? { permission: button.permission } : {}),
      ...(typeof button.linkForm === 'string' ? { linkForm: button.linkForm } : {}),
    }];
  });
}
