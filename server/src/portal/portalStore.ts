import type { Knex } from 'knex';
import type { PortalDefinition } from '@wharf/schemas';

/**
 * The tenant's published portals (the version each definition last published). Row-level
 * security keeps them to the transaction's tenant.
 */
export async function publishedPortals(trx: Knex.Transaction): Promise<PortalDefinition[]> {
  const rows: Array<{ body: PortalDefinition }> = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'portal')
    .select('r.body');
  return rows.map((row) => row.body);
}

/**
 * The tenant's portals as last saved, published or not: "preview as role" shows designers what
 * they are designing, before they publish it.
 */
export async function savedPortals(trx: Knex.Transaction): Promise<PortalDefinition[]> {
  const rows: Array<{ body: PortalDefinition }> = await trx('eform_definition').where('kind', 'portal').select('body');
  return rows.map((row) => row.body);
}

/** The codes of the roles the user holds in the transaction's tenant. */
export function roleCodesOf(trx: Knex.Transaction, userId: string): Promise<string[]> {
  return trx('sys_user_role as ur').join('sys_role as r', 'r.id', 'ur.role_id').where('ur.user_id', userId).orderBy('r.role_code').pluck('r.role_code');
}
