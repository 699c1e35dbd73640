import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { CountedLru } from '../../cache/countedLru';
import { AppError } from '../../http/errors';
import type { TemplateRow } from '../rows';

/** A revision never changes once saved, so a version's body is kept (per tenant, definition and version). */
const versions = new CountedLru<string, WorkflowDefinition>('workflow.definitions', { max: 2000 });

/** The body of a version already read, if it is kept (no query: a task action asks this first). */
export function keptDefinitionVersion(tenantId: string, definitionId: string, version: number): WorkflowDefinition | undefined {
  return versions.get(`${tenantId}/${definitionId}/${version}`);
}

/** The body of one saved version of a workflow definition (the version an instance runs on). */
export async function definitionVersion(trx: Knex.Transaction, tenantId: string, definitionId: string, version: number): Promise<WorkflowDefinition> {
  const key = `${tenantId}/${definitionId}/${version}`;
  const kept = versions.get(key);
  if (kept) return kept;
  const row = await trx('eform_definition_revision').where({ definition_id: definitionId, version }).first<{ body: WorkflowDefinition } | undefined>('body');
  if (!row) throw new AppError(404, 'workflow/no-template-for-form', [definitionId]);
  versions.set(key, row.body);
  return row.body;
}

/** A workflow definition head with its template row (absent until the template is first published). */
export interface WorkflowTemplate {
  definitionId: string;
  processKey: string;
  name: string;
  headVersion: number;
  publishedVersion: number | null;
  body: WorkflowDefinition;
  updatedAt: Date;
  template: TemplateRow | undefined;
}

interface HeadRow {
  id: string;
  code: string;
  name: string;
  version: number;
  published_version: number | null;
  body: WorkflowDefinition;
  updated_at: Date;
}

/** The workflow definition `processKey` of the transaction's tenant, or undefined. */
export async function findTemplate(trx: Knex.Transaction, processKey: string, forUpdate = false): Promise<WorkflowTemplate | undefined> {
  const query = trx('eform_definition').where({ kind: 'workflow', code: processKey });
  if (forUpdate) query.forUpdate();
  const head = await query.first<HeadRow | undefined>('id', 'code', 'name', 'version', 'published_version', 'body', 'updated_at');
  if (!head) return undefined;
  const template = await trx<TemplateRow>('bpm_template').where({ process_key: processKey }).first();
  return {
    definitionId: head.id, processKey: head.code, name: head.name, headVersion: head.version, publishedVersion: head.published_version,
    body: head.body, updatedAt: head.updated_at, template,
  };
}

/** `findTemplate`, or 404 `workflow/no-template-for-form` naming the key. */
export async function requireTemplate(trx: Knex.Transaction, processKey: string, forUpdate = false): Promise<WorkflowTemplate> {
  const found = await findTemplate(trx, processKey, forUpdate);
  if (!found) throw new AppError(404, 'workflow/no-template-for-form', [processKey]);
  return found;
}
