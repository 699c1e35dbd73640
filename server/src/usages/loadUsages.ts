import { definitionUsages, importTaskUsages, kindsUsing, menuRouteOf, menuUsages, type Usage, type UsageTarget } from '@wharf/engine';
import type { Knex } from 'knex';
import { grantedPermissions } from '../platform/access/grantedPermissions';

/** A `like` pattern matching the code anywhere in a text (its own `%`, `_` and `\` escaped). */
function containing(code: string): string {
  return `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Everything in the caller's tenant that refers to `target` (issue 18 §3 "find usages"): the
 * definitions whose head version names it — of the kinds the engine's kinds registry says can
 * name it (forms, views, datasets, workflows, import tasks, widgets, dashboards…), the collector
 * deciding — the menu entries that open it, and the async import tasks importing into a form. A text match narrows the rows first. Runs inside
 * the tenant's transaction: row-level security keeps it to the tenant's definitions, and menus
 * are those the tenant's packages hold.
 */
export async function loadUsages(trx: Knex.Transaction, target: UsageTarget): Promise<Usage[]> {
  const kinds = kindsUsing(target.kind);
  const rows = kinds.length === 0 ? [] : await trx('eform_definition')
    .whereIn('kind', kinds)
    .whereRaw('body::text like ?', [containing(target.code)])
    .orderBy([{ column: 'kind' }, { column: 'code' }])
    .select<Array<{ id: string; kind: string; code: string; name: string; status: string; body: unknown }>>('id', 'kind', 'code', 'name', 'status', 'body');
  const route = menuRouteOf(target);
  const menus = route === null ? [] : await grantedPermissions(trx, '', 'tenant-admin')
    .where('p.path', route)
    .orderBy('p.menu_code')
    .select<Array<{ id: string; menuCode: string; name: string; path: string | null }>>('p.id', 'p.menu_code as menuCode', 'p.name', 'p.path');
  const tasks = target.kind !== 'form' ? [] : await trx('eform_import_task')
    .where('form_code', target.code)
    .orderBy('task_code')
    .select<Array<{ id: string; taskCode: string; taskName: string; formCode: string }>>('id', 'task_code as taskCode', 'task_name as taskName', 'form_code as formCode');
  return [...definitionUsages(target, rows), ...menuUsages(target, menus), ...importTaskUsages(target, tasks)];
}
