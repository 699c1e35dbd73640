import type { BusinessStatus } from '@wharf/engine';
import type { Knex } from 'knex';
import { KeptReads } from '../../cache/keptReads';
import { loadForm } from '../../eform/data/loadForm';
import { businessSchema } from '../../eform/tables/physicalNames';
import { AppError } from '../../http/errors';

/** The column of a form's main table that shows the record's approval status, when the table has it. */
export const businessStatusColumn = 'bpm_status';

/**
 * Where a form's records keep their approval status: the main table's physical name, or null when
 * it has no such column (or the form is not published). Kept 5 s per tenant and form: a completion
 * should not load the form twice a second, and a column added by a sync shows within seconds.
 */
const statusTables = new KeptReads<string | null>({ max: 5000, ttlMs: 5000 });

async function statusTable(trx: Knex.Transaction, tenantId: string, formCode: string): Promise<string | null> {
  try {
    const target = await loadForm(trx, tenantId, formCode);
    return target.master.columns.has(businessStatusColumn) ? target.master.physicalName : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The write of the approval status on the request's form record, when the form's main table has a
 * `bpm_status` column (undefined otherwise: a form without one has nothing to show it in, and the
 * instance row keeps the status either way), not yet run: it goes with the transition's other writes.
 */
export async function businessStatusWrite(trx: Knex.Transaction, tenantId: string, instance: { formCode: string | null; dataId: string | null }, status: BusinessStatus): Promise<{ update: Knex.QueryBuilder } | undefined> {
  if (!instance.formCode || !instance.dataId) return undefined;
  const formCode = instance.formCode;
  const physicalName = await statusTables.get(`${tenantId}/${formCode}`, () => statusTable(trx, tenantId, formCode));
  if (physicalName === null) return undefined;
  // Wrapped: a query builder is a thenable, which an async function's answer would run.
  return { update: trx.withSchema(businessSchema).from(physicalName).where({ id: instance.dataId }).update({ [businessStatusColumn]: status }) };
}
