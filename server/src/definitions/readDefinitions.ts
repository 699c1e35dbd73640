import { diffJson, type DefinitionKind, type JsonDiffEntry } from '@wharf/engine';
import { definitionKinds } from '@wharf/schemas';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { page, type Page } from '../http/envelope';
import { notFound } from '../http/errors';
import { toRecord, type DefinitionRecord, type DefinitionRow } from './definitionRow';
import { designerGrants, listableKinds, requireDesign } from './designerAccess';

export interface ListDefinitionsQuery {
  kind?: DefinitionKind;
  keyword?: string;
  status?: 'draft' | 'published';
  /** An app group's id, or `none` for definitions in no group. */
  groupId?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the caller's tenant's definitions, newest change first, without bodies, each with its
 * app group: only the kinds the caller designs or builds on (403 for a caller who designs nothing).
 */
export async function listDefinitions(ctx: AppContext, who: Caller, query: ListDefinitionsQuery): Promise<Page<DefinitionRecord & { groupId: string | null }>> {
  const kinds = await listableKinds(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const filtered = trx<DefinitionRow>('eform_definition').modify((q) => {
      // Every kind (administrators) needs no filter.
      if (kinds.length < definitionKinds.length) q.whereIn('kind', [...kinds]);
      if (query.kind) q.where('kind', query.kind);
      if (query.status) q.where('status', query.status);
      if (query.groupId) q.where('group_id', query.groupId === 'none' ? null : query.groupId);
      if (query.keyword) {
        const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q.where((w) => w.whereILike('code', like).orWhereILike('name', like));
      }
    });
    const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: number }];
    const rows: Array<DefinitionRow & { group_id: string | null }> = await filtered
      .clone()
      .select('*')
      .orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return page(rows.map((row) => ({ ...toRecord(row, false), groupId: row.group_id })), total, query.pageNo, query.pageSize);
  });
}

/** A definition with its source, for those who may read its kind's source (403 otherwise). */
export async function getDefinition(ctx: AppContext, who: Caller, id: string): Promise<DefinitionRecord> {
  const grants = await designerGrants(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const row = await trx<DefinitionRow>('eform_definition').where({ id }).first();
    if (!row) throw notFound();
    requireDesign(grants, row.kind, 'readSource');
    return toRecord(row);
  });
}

export interface RevisionRecord {
  version: number;
  name: string;
  schemaVersion: number;
  createBy: string | null;
  createTime: string;
  body?: unknown;
}

/** Every saved version of a definition, newest first (for those who may read its source). */
export async function listRevisions(ctx: AppContext, who: Caller, id: string): Promise<RevisionRecord[]> {
  const grants = await designerGrants(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const head = await trx<DefinitionRow>('eform_definition').where({ id }).first('kind');
    if (!head) throw notFound();
    requireDesign(grants, head.kind, 'readSource');
    const rows = await trx('eform_definition_revision')
      .where({ definition_id: id })
      .orderBy('version', 'desc')
      .select<{ version: number; name: string; schema_version: number; created_by: string | null; created_at: Date }[]>('version', 'name', 'schema_version', 'created_by', 'created_at');
    return rows.map((r) => ({ version: r.version, name: r.name, schemaVersion: r.schema_version, createBy: r.created_by, createTime: r.created_at.toISOString() }));
  });
}

export interface DiffResult {
  from: number;
  to: number;
  changes: JsonDiffEntry[];
}

/**
 * The structural difference between two saved versions (`to` defaults to the latest, `from` to the
 * one before), for those who may read the definition's source.
 */
export async function diffRevisions(ctx: AppContext, who: Caller, id: string, from?: number, to?: number): Promise<DiffResult> {
  const grants = await designerGrants(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const head = await trx<DefinitionRow>('eform_definition').where({ id }).first('version', 'kind');
    if (!head) throw notFound();
    requireDesign(grants, head.kind, 'readSource');
    const toVersion = to ?? head.version;
    const fromVersion = from ?? Math.max(1, toVersion - 1);
    const rows = await trx('eform_definition_revision')
      .where({ definition_id: id })
      .whereIn('version', [fromVersion, toVersion])
      .select<{ version: number; name: string; body: unknown }[]>('version', 'name', 'body');
    const before = rows.find((r) => r.version === fromVersion);
    const after = rows.find((r) => r.version === toVersion);
    if (!before || !after) throw notFound();
    const changes = diffJson({ name: before.name, body: before.body }, { name: after.name, body: after.body });
    return { from: fromVersion, to: toVersion, changes };
  });
}
