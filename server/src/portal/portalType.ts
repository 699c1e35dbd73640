import type { Knex } from 'knex';
import { resolvePortal } from '@wharf/engine';
import { publishedPortals, roleCodesOf } from './portalStore';

/**
 * The permission list's `portalType` (spec §2 dynamic root: portal type 2 uses the simple layout):
 * the type of the user's resolved portal in the transaction's tenant, '1' when it has none or no type.
 */
export async function portalTypeOf(trx: Knex.Transaction, userId: string): Promise<'1' | '2'> {
  const resolved = resolvePortal(await publishedPortals(trx), await roleCodesOf(trx, userId));
  return resolved?.portal.portalType === '2' ? '2' : '1';
}
