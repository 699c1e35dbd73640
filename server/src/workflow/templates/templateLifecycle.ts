import { type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { publishDefinition } from '../../definitions/publishDefinition';
import { AppError, notFound } from '../../http/errors';
import { requireManager } from '../access/workflowAccess';
import { definitionVersion } from '../definitions/workflowDefinitions';
import { templateRows } from './listTemplates';
import { toTemplateRecord, type TemplateListRow, type TemplateRecord } from './templateRecord';

/** The lifecycle actions besides publish (spec §4: design → active ⇄ suspended; enable and disable). */
export type LifecycleAction = 'enable' | 'disable' | 'suspend' | 'activate';

/** How many running requests wait at each node, per definition version (shown when a new version is published, and before a migration). */
export interface RunningAtNode {
  version: number;
  nodeId: string | null;
  nodeName: string | null;
  count: number;
}

export async function templateRecord(trx: Knex.Transaction, processKey: string): Promise<TemplateRecord> {
  const row = await templateRows(trx).where('d.code', processKey).first<TemplateListRow | undefined>();
  if (!row) throw notFound();
  return toTemplateRecord(row);
}

/** Running (not completed) requests of the process by version and node. */
export async function runningByNode(trx: Knex.Transaction, tenantId: string, processKey: string): Promise<RunningAtNode[]> {
  const rows: Array<{ definition_id: string; definition_version: number; current_node_id: string | null; count: number }> = await trx('bpm_instance')
    .where({ process_key: processKey }).whereNot('status', 'completed')
    .groupBy('definition_id', 'definition_version', 'current_node_id')
    .orderBy([{ column: 'definition_version' }, { column: 'current_node_id' }])
    .select('definition_id', 'definition_version', 'current_node_id', trx.raw('count(*)::int as count'));
  const answer: RunningAtNode[] = [];
  for (const row of rows) {
    const definition = await definitionVersion(trx, tenantId, row.definition_id, row.definition_version);
    const node = definition.nodes.find((candidate) => candidate.nodeId === row.current_node_id);
    answer.push({ version: row.definition_version, nodeId: row.current_node_id, nodeName: node?.name ?? null, count: row.count });
  }
  return answer;
}

/** Writes the template row (made on first use: a definition published before has none). */
async function saveTemplate(trx: Knex.Transaction, tenantId: string, who: Caller, processKey: string, change: Record<string, unknown>): Promise<void> {
  const head = await trx('eform_definition').where({ kind: 'workflow', code: processKey }).first<{ id: string; published_version: number | null } | undefined>('id', 'published_version');
  if (!head) throw notFound();
  const initial = { status: head.published_version === null ? 'design' : 'active', enabled: true, published_version: head.published_version };
  await trx('bpm_template')
    .insert({ tenant_id: tenantId, process_key: processKey, definition_id: head.id, ...initial, ...change, created_by: who.userId, updated_by: who.userId })
    .onConflict(['tenant_id', 'process_key'])
    .merge({ definition_id: head.id, ...change, updated_by: who.userId, updated_at: trx.fn.now() });
}

/** Which status each lifecycle action needs and leads to (enable and disable keep the status). */
const moves: Record<LifecycleAction, { from: ReadonlyArray<TemplateRecord['status']>; change: Record<string, unknown> }> = {
  enable: { from: ['design', 'active', 'suspended'], change: { enabled: true } },
  disable: { from: ['design', 'active', 'suspended'], change: { enabled: false } },
  suspend: { from: ['active'], change: { status: 'suspended' } },
  activate: { from: ['suspended'], change: { status: 'active' } },
};

/**
 * `POST /api/bpm/template/{processKey}/enable|disable|suspend|activate` (managers only). A suspended
 * or disabled template starts no new request; running ones go on. Suspending needs an active
 * template and activating a suspended one (400 `workflow/template-status` otherwise).
 */
export async function changeTemplate(ctx: AppContext, who: Caller, processKey: string, action: LifecycleAction): Promise<TemplateRecord> {
  await requireManager(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await templateRecord(trx, processKey);
    const move = moves[action];
    if (!move.from.includes(current.status)) throw new AppError(400, 'workflow/template-status', [processKey, current.status]);
    await saveTemplate(trx, who.tenantId, who, processKey, move.change);
    return templateRecord(trx, processKey);
  });
}

/** What publishing answers: the template, and where the running requests (on older versions) wait. */
export interface PublishAnswer {
  template: TemplateRecord;
  runningByNode: RunningAtNode[];
}

/**
 * `POST /api/bpm/template/{processKey}/publish` (managers only): publishes the head version through
 * the definition store's own operation (its workflow publish check runs the engine's static checks:
 * `definitions/publishChecks.ts`), then makes the template active. Running requests stay on the
 * version they started on; the answer counts them per node, for an explicit `migrate`.
 */
export async function publishTemplate(ctx: AppContext, who: Caller, processKey: string, version: number | undefined, lang: Language): Promise<PublishAnswer> {
  await requireManager(ctx, who);
  const head = await withTenant(ctx.db, who.tenantId, (trx) => trx('eform_definition').where({ kind: 'workflow', code: processKey }).first<{ id: string } | undefined>('id'));
  if (!head) throw notFound();
  const published = await publishDefinition(ctx, who, head.id, version, lang);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const current = await templateRecord(trx, processKey);
    // A suspended template stays suspended when a new version is published; a template in design becomes active.
    await saveTemplate(trx, who.tenantId, who, processKey, { published_version: published.publishedVersion, status: current.status === 'suspended' ? 'suspended' : 'active' });
    return { template: await templateRecord(trx, processKey), runningByNode: await runningByNode(trx, who.tenantId, processKey) };
  });
}
