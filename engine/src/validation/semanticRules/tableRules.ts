import type { TableDefinition } from '@wharf/schemas';
import { checkTableDefinition } from '../../tables/checkTableDefinition';
import type { IssueDraft } from '../types';

/**
 * Columns the platform adds itself or PostgreSQL reserves for every table; a builder's column of the
 * same name would clash when the table is created. (The full list of reserved names, SQL key words
 * included, is in `tables/columnCodeRules.ts`.)
 */
export const reservedColumnCodes = ['tenant_id', 'ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid'];

/** The table rules live with the other table logic in `tables/` (column codes, lengths, indexes, relations). */
export function tableRules(table: TableDefinition): IssueDraft[] {
  return checkTableDefinition(table);
}
