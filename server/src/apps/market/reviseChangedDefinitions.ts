import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { bodyWithStoredId, definitionCode, definitionName, isDefinitionKind, migrateDefinition, validateDefinition, type DefinitionKind } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';
import { InvalidAppPackage } from '../installAppPackage';

interface HeadRow {
  id: string;
  name: string;
  version: number;
  status: string;
  body: Record<string, unknown>;
}

export interface RevisedDefinition {
  kind: DefinitionKind;
  code: string;
  version: number;
}

/**
 * The update half that `installAppPackage` does not do: it leaves definitions the tenant already
 * has as they are, so for every package definition whose code the tenant holds and whose body
 * differs from the tenant's head (or whose head is an unpublished draft), this stores the package's
 * body as a new revision and publishes it. The tenant's own earlier versions stay in the revision
 * history. Definitions the tenant lacks are left to `installAppPackage`. One owner transaction.
 */
export async function reviseChangedDefinitions(owner: Knex, tenantId: string, actorId: string, pkg: AppPackage): Promise<RevisedDefinition[]> {
  return owner.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [tenantId]);
    const revised: RevisedDefinition[] = [];
    for (const entry of pkg.definitions) {
      if (!isDefinitionKind(entry.kind)) continue;
      const migrated = migrateDefinition(entry.kind, entry.body);
      const code = definitionCode(entry.kind, migrated.body);
      if (!code) throw new InvalidAppPackage([{ path: '/definitions', message: `a ${entry.kind} without its code` }]);
      const head = await trx('eform_definition').where({ tenant_id: tenantId, kind: entry.kind, code }).forUpdate().first<HeadRow | undefined>('id', 'name', 'version', 'status', 'body');
      if (!head) continue;
      // A kind whose body carries its stored id (a view's viewId, sent back by online modification) keeps it.
      const body = bodyWithStoredId(entry.kind, migrated.body, head.id);
      if (head.status === 'published' && isDeepStrictEqual(head.body, body)) continue;
      const issues = validateDefinition(entry.kind, body, 'en_US');
      if (issues.length > 0) throw new InvalidAppPackage(issues);
      const version = head.version + 1;
      const name = definitionName(entry.kind, body) ?? head.name;
      await trx('eform_definition')
        .where({ id: head.id })
        .update({ name, body: JSON.stringify(body), schema_version: migrated.toVersion, version, status: 'published', published_version: version, updated_by: actorId, updated_at: trx.fn.now() });
      await trx('eform_definition_revision').insert({ tenant_id: tenantId, definition_id: head.id, version, name, schema_version: migrated.toVersion, body: JSON.stringify(body), created_by: actorId });
      revised.push({ kind: entry.kind, code, version });
    }
    return revised;
  });
}
