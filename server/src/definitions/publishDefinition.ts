import type { Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { conflict, notFound } from '../http/errors';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';
import { designerGrants, requireDesign } from './designerAccess';
import { checkBeforePublish } from './publishChecks';
import { runAfterPublish } from './afterPublish';

/**
 * Publishes the head version: runtime reads this version from now on. With `version` given,
 * it publishes only if the head is still that version (409 otherwise), so a builder never
 * publishes a change they have not seen. Only for the kind's publishers (403 otherwise); a form
 * that leaves a NOT NULL column of its tables unfilled is refused (400 naming the columns), and
 * so is a view whose report SQL the builder-SQL check refuses (400 at /body/reportSql).
 */
export async function publishDefinition(ctx: AppContext, who: Caller, id: string, version: number | undefined, lang: Language): Promise<DefinitionRecord> {
  const grants = await designerGrants(ctx, who);
  const published = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await trx<DefinitionRow>('eform_definition').where({ id }).forUpdate().first();
    if (!current) throw notFound();
    requireDesign(grants, current.kind, 'publish');
    if (version !== undefined && version !== current.version) throw conflict({ currentVersion: current.version });
    // The kind's own publish check (a form's required columns, a view's report SQL), given by the kind's module.
    await checkBeforePublish(ctx.publishChecks, trx, current.kind, current.body, lang);
    const [row] = await trx<DefinitionRow>('eform_definition')
      .where({ id })
      .update({ status: 'published', published_version: current.version, updated_by: who.userId, updated_at: trx.fn.now() } as Record<string, unknown>)
      .returning('*');
    return toRecord(row!);
  });
  // E.g. a view's button permission points under its menu entries.
  await runAfterPublish(ctx, who, published.kind, published.code, published.body);
  return published;
}
