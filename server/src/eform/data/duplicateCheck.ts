import { desiredShape, formatMessage, isVirtualField, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { ValidationFailed } from '../../http/errors';
import { resolveBusinessTable } from '../tables/businessTable';
import { isUnique } from './ruleServices';

export interface DuplicateCheckInput {
  tableName: string;
  fieldName: string;
  fieldVal?: unknown;
  dataId?: string;
}

/**
 * `POST /api/system/duplicate/check` (spec §5, §7): whether no other row of the tenant's table holds
 * the value. Table and field are resolved from the tenant's synced table definitions (unknown ones
 * are a 400); an empty value passes; the record itself (`dataId`) does not count.
 */
export async function checkDuplicate(trx: Knex.Transaction, input: DuplicateCheckInput, lang: Language): Promise<{ isUnique: boolean }> {
  const table = await resolveBusinessTable(trx, input.tableName);
  if (!table) throw new ValidationFailed([{ path: '/body/tableName', code: 'tables/unknown-table', message: formatMessage('tables/unknown-table', lang, [input.tableName]) }]);
  const column = isVirtualField(input.fieldName) ? undefined : table.definition.columns.find((c) => c.colCode === input.fieldName);
  if (!column) throw new ValidationFailed([{ path: '/body/fieldName', code: 'tables/unknown-field', message: formatMessage('tables/unknown-field', lang, [input.tableName, input.fieldName]) }]);
  const value: unknown = input.fieldVal;
  if (value === undefined || value === null || value === '') return { isUnique: true };
  if (typeof value === 'object') throw new ValidationFailed([{ path: '/body/fieldVal', code: 'tables/value-not-text', message: formatMessage('tables/value-not-text', lang) }]);
  const scope = {
    table: { tableCode: input.tableName, physicalName: table.physicalName, columns: new Map([[column.colCode, desiredShape(column)]]) },
    ...(input.dataId ? { exclude: { column: 'id', value: input.dataId } } : {}),
  };
  return { isUnique: await isUnique(trx, scope, [{ colCode: column.colCode, value }]) };
}
