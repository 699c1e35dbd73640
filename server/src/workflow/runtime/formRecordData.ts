import type { WorkflowDefinition } from '@wharf/schemas';
import type { TenantTransaction } from '../../db/tenantClientTransaction';
import { loadForm } from '../../eform/data/loadForm';
import { readRecord } from '../../eform/data/recordStore';
import { AppError } from '../../http/errors';

/**
 * The request's form record as saved now, for the conditions ahead (a resubmit or an approver may
 * have changed it). Read only when the definition has a condition node: nothing else reads it.
 * A record gone (deleted) or a form no longer published leaves the conditions on the last data known.
 */
export async function currentRecordData(tx: TenantTransaction, tenantId: string, definition: WorkflowDefinition, formCode: string | null, dataId: string | null): Promise<Record<string, unknown> | undefined> {
  if (!formCode || !dataId || !definition.nodes.some((node) => node.nodeType === 'condition')) return undefined;
  try {
    const trx = await tx.knex();
    const record = await readRecord(trx, await loadForm(trx, tenantId, formCode), dataId);
    return record?.data;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
