import type { Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { answeringUniqueViolations } from '../http/uniqueViolation';
import { checkDefinitionBody } from './checkBody';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';
import { assertCanDesign } from './designerAccess';

export interface CreateDefinitionInput {
  kind: string;
  code: string;
  name: string;
  body: Record<string, unknown>;
}

/** Stores a new definition as a draft at version 1, with its first revision (for the kind's designers: its save permission). */
export async function createDefinition(ctx: AppContext, who: Caller, input: CreateDefinitionInput, lang: Language): Promise<DefinitionRecord> {
  await assertCanDesign(ctx, who, input.kind, 'save');
  const { body, schemaVersion } = checkDefinitionBody(input.kind, input.code, input.body, lang);
  return answeringUniqueViolations(lang, () => withTenant(ctx.db, who.tenantId, async (trx) => {
    const [row] = await trx<DefinitionRow>('eform_definition')
      .insert({
        tenant_id: who.tenantId,
        kind: input.kind,
        code: input.code,
        name: input.name,
        status: 'draft',
        version: 1,
        schema_version: schemaVersion,
        body: JSON.stringify(body),
        created_by: who.userId,
        updated_by: who.userId,
      })
      .returning('*');
    await trx('eform_definition_revision').insert({
      tenant_id: who.tenantId,
      definition_id: row!.id,
      version: 1,
      name: input.name,
      schema_version: schemaVersion,
      body: JSON.stringify(body),
      created_by: who.userId,
    });
    return toRecord(row!);
  }), { eform_definition_tenant_id_kind_code_unique: [input.code] });
}
