import type { Language, WorkflowAction } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fromKnexTransaction } from '../../db/tenantClientTransaction';
import { withTenant } from '../../db/withTenant';
import { readData } from '../../eform/data/formDataOperations';
import { AppError } from '../../http/errors';
import type { InstanceRow } from '../rows';
import { decide } from '../runtime/decide';
import { performEffects } from '../runtime/performEffects';
import { appendEvent, stateColumns } from '../runtime/runAction';
import { startableTemplate } from './startAccess';

export interface StartInput {
  processKey: string;
  formCode: string;
  dataId: string;
  variables?: Record<string, unknown>;
  /** Users (ids) the initiator picks for the definition's selfSelect nodes, by node id. */
  selfSelected?: Record<string, string[]>;
}

export interface StartAnswer {
  instanceId: string;
  status: InstanceRow['status'];
  currentNodeId: string | null;
}

/**
 * `POST /api/bpm/instance/start`: starts the process on a form record the caller may read (the
 * form data's own access check, 403/404), as its initiator. One running request per record
 * (400 `workflow/already-running`); the instance row, its first event and the effects (tasks,
 * cc's, messages, deadlines, the record's approval status) are written in one transaction.
 */
export async function startInstance(ctx: AppContext, who: Caller, input: StartInput, lang: Language): Promise<StartAnswer> {
  const record = await readData({ ctx, who, formCode: input.formCode, lang }, input.dataId);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const { template, definition, version } = await startableTemplate(trx, who, input.processKey, input.formCode);
    // Two starts of one record at the same moment: the second waits here, then sees the first.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`bpm-start:${input.formCode}:${input.dataId}`]);
    const running = await trx('bpm_instance').where({ form_code: input.formCode, data_id: input.dataId }).whereNot('status', 'completed').first('id');
    if (running) throw new AppError(400, 'workflow/already-running', [input.formCode]);
    const at = new Date().toISOString();
    const action: WorkflowAction = {
      type: 'start', actorId: who.userId, definitionVersion: version, data: record.data,
      ...(input.variables ? { variables: input.variables } : {}), ...(input.selfSelected ? { selfSelected: input.selfSelected } : {}),
    };
    const decision = await decide(fromKnexTransaction(trx), definition, undefined, action, at, { initiatorId: who.userId, selfSelected: input.selfSelected ?? {} });
    const initiator = await trx('sys_user').where({ id: who.userId }).first<{ realname: string } | undefined>('realname');
    const title = `${definition.processName} · ${initiator?.realname ?? ''} · ${at.slice(0, 10)}`.slice(0, 300);
    const [instance] = await trx<InstanceRow>('bpm_instance')
      .insert({
        ...stateColumns(decision.state), tenant_id: who.tenantId, process_key: input.processKey, definition_id: template.definitionId,
        form_code: input.formCode, data_id: input.dataId, title, initiator_id: who.userId, started_at: at, version: 1,
      } as Record<string, unknown>)
      .returning('*');
    await appendEvent(trx, who.tenantId, instance!.id, action, decision, at);
    await performEffects({ tx: fromKnexTransaction(trx), tenantId: who.tenantId, instance: { id: instance!.id, title, formCode: input.formCode, dataId: input.dataId }, definition, previousState: undefined, state: decision.state, at, lang }, decision.effects);
    return { instanceId: instance!.id, status: instance!.status, currentNodeId: instance!.current_node_id };
  });
}
