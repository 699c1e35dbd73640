import { resolveMenuComponent } from '@wharf/engine';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { caller, type Caller } from '../../auth/authenticate';
import { KeptReads } from '../../cache/keptReads';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied, AppError } from '../../http/errors';
import { grantBasis, grantedPermissions } from '../../system/grantedPermissions';
import { heldPermissionsOf, holds } from './callerPermissions';

/** The views a caller may read: every one (designers, administrators), or the ones named. */
export type ReadableViews = { isAll: true } | { isAll: false; codes: ReadonlySet<string> };

/** Holders of this button design views, so they read any of them (the designer's preview, the view list). */
export const viewDesignPermission = 'eformView:edit';

/** How far links are followed from the menus' views; a deeper chain is a builder's loop, not a need. */
const maxLinkRounds = 10;
const maxReadableViews = 5000;

/**
 * Kept per session for 5 s, like the caller's button permissions: a list page asks many times a
 * second while scrolling, and the answer only changes when an administrator changes menus or roles.
 */
const readable = new KeptReads<ReadableViews>({ max: 10_000, ttlMs: 5000 });

/** Forgets the kept answers of this process (after menus, roles or published views changed). */
export function forgetReadableViews(): void {
  readable.forgetAll();
}

/** The codes of the views the given menu rows open (the same reading of a menu the web app uses). */
function viewsOfMenus(rows: ReadonlyArray<{ path: string | null; component: string | null }>): string[] {
  return rows.flatMap((row) => {
    const resolved = resolveMenuComponent({ path: row.path ?? '', component: row.component ?? '', componentProps: [], meta: { title: '' } });
    return resolved.kind === 'viewLayout' && resolved.code ? [resolved.code] : [];
  });
}

interface ViewLinks {
  code: string;
  buttons: Array<{ linkView?: unknown }> | null;
  nested: Array<{ viewCode?: unknown }> | null;
  layout: Array<{ componentType?: unknown; code?: unknown }> | null;
}

/** The views the published views `codes` open: button linkView, nested tables and combination parts. */
async function linkedViews(trx: Knex.Transaction, codes: readonly string[]): Promise<string[]> {
  const rows = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'view')
    .whereIn('d.code', [...codes])
    .select<ViewLinks[]>('d.code', trx.raw("r.body -> 'buttons' as buttons"), trx.raw("r.body -> 'nestedTables' as nested"), trx.raw("r.body -> 'layoutItems' as layout"));
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? [value] : []);
  return rows.flatMap((row) => [
    ...(Array.isArray(row.buttons) ? row.buttons.flatMap((b) => text(b?.linkView)) : []),
    ...(Array.isArray(row.nested) ? row.nested.flatMap((n) => text(n?.viewCode)) : []),
    ...(Array.isArray(row.layout) ? row.layout.flatMap((item) => (item?.componentType === 'view' ? text(item.code) : [])) : []),
  ]);
}

/**
 * The views a role user reaches: those their granted view-layout menus open, and every view linked
 * from one they reach (a button's linkView, a nested table, a part of a combination view).
 */
async function reachableViews(ctx: AppContext, who: Caller, basis: Awaited<ReturnType<typeof grantBasis>>): Promise<Set<string>> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const menus = await grantedPermissions(trx, who.userId, basis).whereNot('p.menu_type', '2').select<Array<{ path: string | null; component: string | null }>>('p.path', 'p.component');
    const codes = new Set(viewsOfMenus(menus));
    let frontier = [...codes];
    for (let round = 0; round < maxLinkRounds && frontier.length > 0 && codes.size < maxReadableViews; round += 1) {
      const next = (await linkedViews(trx, frontier)).filter((code) => !codes.has(code));
      for (const code of next) codes.add(code);
      frontier = [...new Set(next)];
    }
    return codes;
  });
}

/**
 * The views the caller may read (definition, rows, export): a visitor only its page's view; a
 * holder of `eformView:edit` (and the platform operator) every view; anyone else the views their
 * granted menus open and the views linked from those.
 */
export function readableViews(ctx: AppContext, req: Request): Promise<ReadableViews> {
  return readableViewsOf(ctx, caller(req));
}

/** `readableViews` for a caller already resolved (the form-data operations ask it). */
export async function readableViewsOf(ctx: AppContext, who: Caller): Promise<ReadableViews> {
  if (who.scope) return { isAll: false, codes: new Set(who.scope.pageType === 'view' ? [who.scope.pageCode] : []) };
  return readable.get(`${who.sessionId}/${who.tenantId}`, async () => {
    if (holds(await heldPermissionsOf(ctx, who), viewDesignPermission)) return { isAll: true };
    const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
    return { isAll: false, codes: await reachableViews(ctx, who, basis) };
  });
}

/** Whether a published view of that code exists in the caller's tenant (a refusal is then 403, else 404). */
async function viewExists(ctx: AppContext, tenantId: string, viewCode: string): Promise<boolean> {
  return withTenant(ctx.db, tenantId, async (trx) => Boolean(await trx('eform_definition').where({ kind: 'view', code: viewCode }).whereNotNull('published_version').first('id')));
}

/**
 * Lets the request read the view `viewCode` only when the caller may (see `readableViews`): 403
 * otherwise, or 404 when no such published view exists, so a refusal tells nothing new.
 */
export async function assertViewReadable(ctx: AppContext, req: Request, viewCode: string): Promise<void> {
  const views = await readableViews(ctx, req);
  if (views.isAll || views.codes.has(viewCode)) return;
  if (!(await viewExists(ctx, caller(req).tenantId, viewCode))) throw new AppError(404, 'view/not-found', [viewCode]);
  throw accessDenied();
}
