import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { conflict, notFound } from '../http/errors';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';

/**
 * Publishes the head version: runtime reads this version from now on. With `version` given,
 * it publishes only if the head is still that version (409 otherwise), so a builder never
 * publishes a change they have not seen.
 */
export async function publishDefinition(ctx: AppContext, who: Caller, id: string, version?: number): Promise<DefinitionRecord> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await trx<DefinitionRow>('eform_definition').where({ id }).forUpdate().first();
    if (!current) throw notFound();
    if (version !== undefined && version !== current.version) throw conflict({ currentVersion: current.version });
    const [row] = await trx<DefinitionRow>('eform_definition')
      .where({ id })
      .update({ status: 'published', published_version: current.version, updated_by: who.userId, updated_at: trx.fn.now() } as Record<string, unknown>)
      .returning('*');
    return toRecord(row!);
  });
}
