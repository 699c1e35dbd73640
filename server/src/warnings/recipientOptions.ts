import { escapeLikePattern } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { assertHolds } from '../platform/access/requirePermission';
import { warningPermission } from './resultOperations';

/** Which of the tenant's lists a recipient is picked from (the notice config's `recipientUserIds`, `…RoleIds`, `…DepartIds`). */
export type RecipientType = 'user' | 'role' | 'depart';

/** `GET /api/warn/recipients`: a search of one list, and the stored ids to name. */
export interface RecipientOptionsQuery {
  type: RecipientType;
  keyword?: string;
  /** Comma-separated ids the designer already holds: named in the answer so the picker shows them by name. */
  ids?: string;
}

/** One pickable recipient: its id (what the definition stores) and how the picker names it. */
export interface RecipientOption {
  id: string;
  label: string;
}

const pageLimit = 50;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Per list: its table, the columns searched, and how an option reads. */
const lists: Record<RecipientType, { table: string; searched: readonly string[]; label: Knex.Raw | string; live?: (query: Knex.QueryBuilder) => void }> = {
  user: { table: 'sys_user', searched: ['username', 'realname'], label: "realname || ' (' || username || ')'", live: (query) => void query.where('del_flag', false).where('status', '1') },
  role: { table: 'sys_role', searched: ['role_name', 'role_code'], label: "role_name || ' (' || role_code || ')'" },
  depart: { table: 'sys_org', searched: ['org_name', 'org_code'], label: "org_name || ' (' || org_code || ')'" },
};

/**
 * The tenant's users, roles or departments a warning may notify, for the designer's pickers: those
 * matching the keyword (at most 50, by label) and, first, the ids asked for. Read in the tenant's
 * transaction, so another tenant's ids and names never come back. Needs the warning designer permission.
 */
export async function recipientOptions(ctx: AppContext, who: Caller, query: RecipientOptionsQuery): Promise<RecipientOption[]> {
  await assertHolds(ctx, who, warningPermission);
  const list = lists[query.type];
  const ids = (query.ids ?? '').split(',').map((id) => id.trim()).filter((id) => uuidPattern.test(id)).slice(0, 500);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const base = () => {
      const q = trx(list.table).select<RecipientOption[]>('id', trx.raw(`${list.label} as label`));
      list.live?.(q);
      return q;
    };
    const named = ids.length > 0 ? await base().whereIn('id', ids) : [];
    const search = base().orderBy('label').limit(pageLimit);
    if (query.keyword?.trim()) {
      const pattern = `%${escapeLikePattern(query.keyword.trim())}%`;
      search.where((match) => list.searched.forEach((column) => match.orWhereRaw("?? ilike ? escape '\\'", [column, pattern])));
    }
    const found = await search;
    const seen = new Set(named.map((option) => option.id));
    return [...named, ...found.filter((option) => !seen.has(option.id))];
  });
}
