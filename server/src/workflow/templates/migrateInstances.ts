import type { Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fromKnexTransaction } from '../../db/tenantClientTransaction';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { requireManager } from '../access/workflowAccess';
import { runActionIn } from '../runtime/runAction';
import { runningByNode, templateRecord, type PublishAnswer } from './templateLifecycle';

export interface MigrateInput {
  /** Only requests on this version (default: every version older than the published one). */
  fromVersion?: number;
  /** Old node id → node id in the published version, for nodes renamed or removed (others keep their id). */
  nodeMap?: Record<string, string>;
}

/**
 * `POST /api/bpm/template/{processKey}/migrate` (managers only): moves the running requests onto
 * the published version, each through the engine's `migrate` action (its event is logged and
 * replays), all in one transaction — if one cannot move, none moves. Answers the count moved and
 * where the running requests wait afterwards.
 */
export async function migrateInstances(ctx: AppContext, who: Caller, processKey: string, input: MigrateInput, lang: Language): Promise<PublishAnswer & { migrated: number }> {
  await requireManager(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const template = await templateRecord(trx, processKey);
    if (template.version === null) throw new AppError(400, 'workflow/template-status', [processKey, template.status]);
    const toVersion = template.version;
    const ids: string[] = await trx('bpm_instance')
      .where({ process_key: processKey }).whereNot('status', 'completed')
      .modify((q) => (input.fromVersion !== undefined ? q.where('definition_version', input.fromVersion) : q.whereNot('definition_version', toVersion)))
      .orderBy('id').pluck('id');
    for (const id of ids) {
      await runActionIn(fromKnexTransaction(trx), who.tenantId, id, { authorize: () => undefined, toVersion, action: () => ({ type: 'migrate', actorId: who.userId, toVersion, nodeMap: input.nodeMap ?? {} }) }, lang);
    }
    return { migrated: ids.length, template: await templateRecord(trx, processKey), runningByNode: await runningByNode(trx, who.tenantId, processKey) };
  });
}
