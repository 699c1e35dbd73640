import { definitionChangeIssues, type Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { conflict, notFound, ValidationFailed } from '../http/errors';
import { checkDefinitionBody } from './checkBody';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';
import { designerGrants, requireDesign } from './designerAccess';

export interface UpdateDefinitionInput {
  /** The version the caller read; a save in between makes this a 409. */
  version: number;
  name?: string;
  body: Record<string, unknown>;
}

/**
 * Saves a new version of a definition (optimistic concurrency on `version`) and records it as
 * a revision. The head becomes a draft again; the published version stays what runtime reads
 * until the next publish. Only for the kind's designers (its save permission): 403 otherwise. A
 * version that drops what the stored one must keep (engine `definitionChangeIssues`) is a 400.
 */
export async function updateDefinition(ctx: AppContext, who: Caller, id: string, input: UpdateDefinitionInput, lang: Language): Promise<DefinitionRecord> {
  const grants = await designerGrants(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await trx<DefinitionRow>('eform_definition').where({ id }).first();
    if (!current) throw notFound();
    requireDesign(grants, current.kind, 'save');
    const { body, schemaVersion } = checkDefinitionBody(current.kind, current.code, input.body, lang);
    // What the stored version has that this one may not drop (spec §8: a view's default buttons).
    const taken = definitionChangeIssues(current.kind, current.body, body, lang);
    if (taken.length > 0) throw new ValidationFailed(taken.map((issue) => ({ ...issue, path: `/body${issue.path}` })));
    const name = input.name ?? current.name;
    const [row] = await trx<DefinitionRow>('eform_definition')
      .where({ id, version: input.version })
      .update({
        name,
        body: JSON.stringify(body),
        schema_version: schemaVersion,
        version: trx.raw('version + 1'),
        status: 'draft',
        updated_by: who.userId,
        updated_at: trx.fn.now(),
      } as Record<string, unknown>)
      .returning('*');
    if (!row) throw conflict({ currentVersion: current.version });
    await trx('eform_definition_revision').insert({
      tenant_id: who.tenantId,
      definition_id: id,
      version: row.version,
      name,
      schema_version: schemaVersion,
      body: JSON.stringify(body),
      created_by: who.userId,
    });
    return toRecord(row);
  });
}
