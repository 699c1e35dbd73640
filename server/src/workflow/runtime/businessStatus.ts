import { quoteIdentifier, type BusinessStatus } from '@wharf/engine';
import type { TenantTransaction } from '../../db/tenantClientTransaction';
import { KeptReads } from '../../cache/keptReads';
import { joinParts, sql, sqlText, type SqlPart } from '../../db/sqlParts';
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
const statusTables = new KeptReads<string | null>({ name: 'workflow.businessStatusTables', max: 5000, ttlMs: 5000 });

async function statusTable(tx: TenantTransaction, tenantId: string, formCode: string): Promise<string | null> {
  try {
    const target = await loadForm(await tx.knex(), tenantId, formCode);
    return target.master.columns.has(businessStatusColumn) ? target.master.physicalName : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The write of the approval status on the request's form record, when the form's main table has a
 * `bpm_status` column (undefined otherwise: a form without one has nothing to show it in, and the
 * instance row keeps the status either way), not yet run: it goes with the transition's other writes
 * (as text, `sqlParts.ts`).
 */
export async function businessStatusWrite(tx: TenantTransaction, tenantId: string, instance: { formCode: string | null; dataId: string | null }, status: BusinessStatus): Promise<SqlPart | undefined> {
  if (!instance.formCode || !instance.dataId) return undefined;
  const formCode = instance.formCode;
  const physicalName = await statusTables.get(`${tenantId}/${formCode}`, () => statusTable(tx, tenantId, formCode));
  if (physicalName === null) return undefined;
  // The table and column are the server's names (the form's synced table), quoted; the values bound.
  return joinParts([sqlText(`update ${quoteIdentifier(businessSchema)}.${quoteIdentifier(physicalName)} set ${quoteIdentifier(businessStatusColumn)} = `), sql`${status} where id = ${instance.dataId}`], '');
}
