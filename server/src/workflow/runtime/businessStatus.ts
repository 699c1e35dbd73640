import type { BusinessStatus } from '@wharf/engine';
import type { Knex } from 'knex';
import { loadForm } from '../../eform/data/loadForm';
import { businessSchema } from '../../eform/tables/physicalNames';
import { AppError } from '../../http/errors';

/** The column of a form's main table that shows the record's approval status, when the table has it. */
export const businessStatusColumn = 'bpm_status';

/**
 * Writes the approval status on the request's form record, in the transition's transaction, when
 * the form's main table has a `bpm_status` column; a form without one (or no longer published) has
 * nothing to show it in, and the instance row keeps the status either way.
 */
export async function writeBusinessStatus(trx: Knex.Transaction, tenantId: string, instance: { formCode: string | null; dataId: string | null }, status: BusinessStatus): Promise<void> {
  if (!instance.formCode || !instance.dataId) return;
  let physicalName: string;
  try {
    const target = await loadForm(trx, tenantId, instance.formCode);
    if (!target.master.columns.has(businessStatusColumn)) return;
    physicalName = target.master.physicalName;
  } catch (error) {
    if (error instanceof AppError) return;
    throw error;
  }
  await trx.withSchema(businessSchema).from(physicalName).where({ id: instance.dataId }).update({ [businessStatusColumn]: status });
}
