import { formatMessage, planTableSync, sqlType, type Language, type PlannedStep } from '@wharf/engine';
import type { TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { introspectTable } from '../../eform/tables/introspectTable';
import { ident, physicalTableName, qualifiedTable } from '../../eform/tables/physicalNames';
import { renderSyncStep } from '../../eform/tables/renderSyncStep';

/** Data a table's sync would lose, with the rows it touches on the real data. */
export interface TableLoss {
  /** `table:<code>:<sync loss id>`, e.g. `table:dec_head:alterType:consignee`. */
  id: string;
  kind: 'table';
  code: string;
  description: string;
  rows: number;
}

/** The sync a table needs to match the definition the apply writes. */
export interface TableChange {
  tableCode: string;
  physicalName: string;
  /** Whether the table exists yet (a new one is also granted to the SQL reader role). */
  exists: boolean;
  /** Whether the table is dropped (the package removed it). */
  drop: boolean;
  steps: PlannedStep[];
  statements: string[];
  losses: TableLoss[];
}

async function countRows(trx: Knex.Transaction, physicalName: string, where: string): Promise<number> {
  const { rows } = await trx.raw<{ rows: Array<{ n: number }> }>(`select count(*)::int as n from ${qualifiedTable(physicalName)} where ${where}`);
  return rows[0]?.n ?? 0;
}

/**
 * The rows a destructive step touches, counted on the table as it is: the values a narrowed
 * varchar would cut (longer than the new length), the values a conversion or a dropped column
 * holds, the NULLs a NOT NULL fills, every row of a dropped table. Identifiers are quoted and the
 * only number is the definition's validated length.
 */
async function lossOf(trx: Knex.Transaction, tableCode: string, physicalName: string, step: PlannedStep, lang: Language): Promise<TableLoss | undefined> {
  if (!step.destructive || !step.loss) return undefined;
  const base = { id: `table:${tableCode}:${step.loss.id}`, kind: 'table' as const, code: tableCode };
  switch (step.kind) {
    case 'alterType': {
      const column = ident(step.colCode);
      const isCut = step.to.colType === 'varchar' && step.to.length !== undefined;
      const rows = await countRows(trx, physicalName, isCut ? `length(${column}::text) > ${Number(step.to.length)}` : `${column} is not null`);
      const code = isCut ? 'appPackage/loss-narrow' : 'appPackage/loss-convert';
      return { ...base, rows, description: formatMessage(code, lang, [tableCode, step.colCode, sqlType(step.from), sqlType(step.to), rows]) };
    }
    case 'setNotNull': {
      const rows = await countRows(trx, physicalName, `${ident(step.colCode)} is null`);
      return { ...base, rows, description: formatMessage('appPackage/loss-not-null', lang, [tableCode, step.colCode, rows, JSON.stringify(step.fillNullsWith ?? null)]) };
    }
    case 'dropColumn': {
      const rows = await countRows(trx, physicalName, `${ident(step.colCode)} is not null`);
      return { ...base, rows, description: formatMessage('appPackage/loss-drop-column', lang, [tableCode, step.colCode, rows]) };
    }
    case 'dropTable': {
      const rows = await countRows(trx, physicalName, 'true');
      return { ...base, rows, description: formatMessage('appPackage/loss-drop-table', lang, [tableCode, rows]) };
    }
    default:
      return { ...base, rows: 0, description: formatMessage(step.loss.code, lang, step.loss.args) };
  }
}

/**
 * What syncing the tenant's table to `desired` takes (undefined: the package removed the table,
 * which is dropped), read on the owner connection inside the caller's transaction: the engine's
 * sync planner (the one the table designer uses) against the real table, the statements it
 * renders, and each loss with its row count.
 */
export async function planTableChange(trx: Knex.Transaction, tenantId: string, tableCode: string, desired: TableDefinition | undefined, appRole: string, lang: Language): Promise<TableChange> {
  const registry = await trx('eform_tables').where({ tenant_id: tenantId, table_code: tableCode }).first<{ physical_name: string } | undefined>('physical_name');
  const physicalName = registry?.physical_name ?? physicalTableName(tenantId, tableCode);
  const current = await introspectTable(trx, physicalName);
  const steps = planTableSync(desired, current);
  const statements = steps.flatMap((step) => renderSyncStep(step, physicalName, appRole));
  const losses: TableLoss[] = [];
  for (const step of steps) {
    const loss = await lossOf(trx, tableCode, physicalName, step, lang);
    if (loss) losses.push(loss);
  }
  return { tableCode, physicalName, exists: current !== undefined, drop: desired === undefined, steps, statements, losses };
}
