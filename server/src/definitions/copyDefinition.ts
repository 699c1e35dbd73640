import { randomUUID } from 'node:crypto';
import { copiedDefinitionBody, formatMessage, freeCopyCode, isDefinitionKind, type Language } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { notFound } from '../http/errors';
import { answeringUniqueViolations } from '../http/uniqueViolation';
import { checkDefinitionBody } from './checkBody';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';
import { designerGrants, requireDesign } from './designerAccess';

export interface CopyDefinitionInput {
  /** The copy's code; left out, the first free `<code>_copy`, `<code>_copy2`, … */
  code?: string;
  /** The copy's name; left out, "Copy of <name>" in the caller's language. */
  name?: string;
}

/**
 * Copies a definition's head version into a new draft at version 1 (issue 18 §3): the same body
 * under the new code and name (engine `copiedDefinitionBody`), in the same app group, nothing
 * published. Needs the kind's save permission (403); a taken code is a 400 at `/body/code`.
 */
export async function copyDefinition(ctx: AppContext, who: Caller, id: string, input: CopyDefinitionInput, lang: Language): Promise<DefinitionRecord> {
  const grants = await designerGrants(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const source = await trx<DefinitionRow & { group_id: string | null }>('eform_definition').where({ id }).first();
    if (!source || !isDefinitionKind(source.kind)) throw notFound();
    requireDesign(grants, source.kind, 'save');
    const taken = new Set<string>(await trx('eform_definition').where({ kind: source.kind }).whereLike('code', `${source.code.slice(0, 90).replace(/[\\%_]/g, (c) => `\\${c}`)}%`).pluck('code'));
    const code = input.code ?? freeCopyCode(source.code, taken);
    const name = (input.name ?? formatMessage('usages/copy-name', lang, [source.name])).slice(0, 200);
    const copyId = randomUUID();
    const { body, schemaVersion } = checkDefinitionBody(source.kind, code, copiedDefinitionBody(source.kind, source.body, { code, name, storedId: copyId }), lang);
    return answeringUniqueViolations(lang, async () => {
      const [row] = await trx<DefinitionRow>('eform_definition')
        .insert({ id: copyId, tenant_id: who.tenantId, kind: source.kind, code, name, status: 'draft', version: 1, schema_version: schemaVersion, body: JSON.stringify(body), group_id: source.group_id, created_by: who.userId, updated_by: who.userId } as never)
        .returning('*');
      await trx('eform_definition_revision').insert({ tenant_id: who.tenantId, definition_id: copyId, version: 1, name, schema_version: schemaVersion, body: JSON.stringify(body), created_by: who.userId });
      return toRecord(row!);
    }, { eform_definition_tenant_id_kind_code_unique: [code] });
  });
}
