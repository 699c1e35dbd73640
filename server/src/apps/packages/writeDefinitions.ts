import { randomUUID } from 'node:crypto';
import { currentSchemaVersion, definitionName, entityKey, formatMessage, isDefinitionKind, kindSpecs, unfilledRequiredColumns, validateDefinition, type EntityDecision, type Language } from '@wharf/engine';
import type { FormDefinition, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { ValidationFailed, type FieldIssue } from '../../http/errors';
import type { TenantEntities } from './tenantEntities';

/** Who writes, in which tenant. */
export interface Writer {
  tenantId: string;
  /** The caller's user id (audit columns). */
  actorId: string;
}

/** The body's definition checks (the kind's schema and rules), as 400s naming the entity. */
function assertValid(kind: string, code: string, body: unknown, lang: Language): void {
  const issues = validateDefinition(kind, body, lang);
  if (issues.length === 0) return;
  throw new ValidationFailed(issues.map((issue): FieldIssue => ({ path: `/body/package/${kind}/${code}${issue.path === '/' ? '' : issue.path}`, code: issue.code, message: issue.message })));
}

/**
 * Writes one created or changed definition as the definition store would publish it: a new row at
 * version 1, or the head's next version; a revision of it either way; published at once (the
 * plan was the review). A kind whose body carries its stored id gets the row's id.
 */
export async function writeDefinition(trx: Knex.Transaction, writer: Writer, decision: EntityDecision, tenant: TenantEntities, lang: Language): Promise<{ id: string; version: number; body: unknown }> {
  if (!isDefinitionKind(decision.kind)) throw new Error(`not a definition kind: ${decision.kind}`);
  const stored = tenant.definitions.get(entityKey(decision));
  const id = stored?.id ?? randomUUID();
  const field = kindSpecs[decision.kind].install.storedIdField;
  const body = field ? { ...(decision.body as Record<string, unknown>), [field]: id } : decision.body;
  assertValid(decision.kind, decision.code, body, lang);
  const name = definitionName(decision.kind, body) ?? decision.code;
  const schemaVersion = currentSchemaVersion(decision.kind);
  const version = stored ? stored.version + 1 : 1;
  if (stored) {
    await trx('eform_definition').where({ tenant_id: writer.tenantId, id }).update({ name, body: JSON.stringify(body), schema_version: schemaVersion, version, status: 'published', published_version: version, updated_by: writer.actorId, updated_at: trx.fn.now() });
  } else {
    await trx('eform_definition').insert({ id, tenant_id: writer.tenantId, kind: decision.kind, code: decision.code, name, status: 'published', version, published_version: version, schema_version: schemaVersion, body: JSON.stringify(body), created_by: writer.actorId, updated_by: writer.actorId });
  }
  await trx('eform_definition_revision').insert({ tenant_id: writer.tenantId, definition_id: id, version, name, schema_version: schemaVersion, body: JSON.stringify(body), created_by: writer.actorId });
  return { id, version, body };
}

/**
 * The form publish check, judged on the tables as the apply leaves them: a form whose tables have
 * NOT NULL columns without a field is refused (every save would fail), as the store refuses it.
 * Tables the package does not carry are read from the tenant's definitions.
 */
export async function assertFormsFillTables(trx: Knex.Transaction, tenantId: string, forms: readonly FormDefinition[], packageTables: ReadonlyMap<string, TableDefinition>, lang: Language): Promise<void> {
  const named = [...new Set(forms.flatMap((form) => [form.objectName, ...(form.subTables ?? []).map((sub) => sub.tableName)]).filter((code): code is string => !!code && !packageTables.has(code)))];
  const others: Array<{ code: string; body: TableDefinition }> = named.length === 0 ? [] : await trx('eform_definition').where({ tenant_id: tenantId, kind: 'table' }).whereIn('code', named).select('code', 'body');
  const tables = new Map([...packageTables, ...others.map((row) => [row.code, row.body] as const)]);
  const issues = forms.flatMap((form) => unfilledRequiredColumns(form, tables).map((unfilled): FieldIssue => ({
    path: `/body/package/form/${form.formCode}/fields`,
    code: 'definition/form-unfilled-columns',
    message: formatMessage('definition/form-unfilled-columns', lang, [unfilled.tableName, unfilled.colCodes.join(', ')]),
  })));
  if (issues.length > 0) throw new ValidationFailed(issues);
}

/** Removes a definition the package no longer carries (its revisions go with it). */
export async function removeDefinition(trx: Knex.Transaction, tenantId: string, decision: EntityDecision): Promise<void> {
  await trx('eform_definition').where({ tenant_id: tenantId, kind: decision.kind, code: decision.code }).delete();
}
