import { definitionName, isDefinitionKind, type Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { AppError, notFound } from '../http/errors';
import { refuseWhenInUse } from '../usages/refuseInUse';
import type { DefinitionRow } from './definitionRow';
import { designerGrants, requireDesign } from './designerAccess';

/**
 * Deletes a definition with its revisions (issue 18 §3). Refused (400, naming each user) while
 * anything refers to it — another definition, a menu entry that opens it, an import task —
 * so nothing is left pointing at nothing. Needs the kind's save permission, and for a published
 * one also its publish permission, as it takes a page away from users (403). A table's business
 * table and its rows are kept: dropping data is the schema sync's, with its confirmation.
 */
export async function deleteDefinition(ctx: AppContext, who: Caller, id: string, lang: Language): Promise<void> {
  const grants = await designerGrants(ctx, who);
  await withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await trx<DefinitionRow>('eform_definition').where({ id }).forUpdate().first();
    if (!current || !isDefinitionKind(current.kind)) throw notFound();
    requireDesign(grants, current.kind, 'save');
    if (current.published_version !== null) requireDesign(grants, current.kind, 'publish');
    const label = `${definitionName(current.kind, current.body) ?? current.name} (${current.code})`;
    await refuseWhenInUse(trx, { kind: current.kind, code: current.code }, 'delete', label, '/params/id', lang);
    // A workflow's requests keep the definition they ran on (bpm_instance), so it stays while they do.
    if (current.kind === 'workflow' && (await trx('bpm_instance').where({ definition_id: id }).first('id'))) throw new AppError(400, 'usages/workflow-has-requests', [label]);
    // Revisions go with their head (foreign key on delete cascade).
    await trx('eform_definition').where({ id }).delete();
  });
}
