import type { ColumnShape, CurrentColumn, CurrentTable, TableIndexShape } from '@wharf/engine';
import type { Knex } from 'knex';
import { businessSchema, ident, qualifiedTable } from './physicalNames';

interface ColumnRow {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
}

function shapeOf(row: ColumnRow): ColumnShape {
  switch (row.data_type) {
    case 'character varying': return row.character_maximum_length === null ? { colType: 'text' } : { colType: 'varchar', length: row.character_maximum_length };
    case 'text': return { colType: 'text' };
    case 'integer': return { colType: 'int' };
    case 'bigint': return { colType: 'bigint' };
    case 'numeric': return { colType: 'decimal', length: row.numeric_precision ?? 1000, decimals: row.numeric_scale ?? 0 };
    case 'date': return { colType: 'date' };
    case 'timestamp without time zone': return { colType: 'datetime' };
    case 'time without time zone': return { colType: 'time' };
    case 'boolean': return { colType: 'boolean' };
    case 'jsonb': return { colType: 'json' };
    default: return { colType: 'other', rawType: row.data_type };
  }
}

/** The logical index name the sync wrote into the index's comment (`wharf:<indexName>`). */
const commentPrefix = 'wharf:';
export const indexComment = (indexName: string) => `${commentPrefix}${indexName}`;

async function indexesOf(trx: Knex.Transaction, physicalName: string): Promise<TableIndexShape[]> {
  const { rows } = await trx.raw<{ rows: Array<{ comment: string | null; is_unique: boolean; columns: string[] }> }>(
    `select obj_description(i.oid, 'pg_class') as comment, ix.indisunique as is_unique,
            array(select a.attname::text from unnest(ix.indkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.attnum order by k.ord) as columns
       from pg_index ix
       join pg_class i on i.oid = ix.indexrelid
       join pg_class t on t.oid = ix.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = ? and t.relname = ? and not ix.indisprimary`,
    [businessSchema, physicalName],
  );
  return rows
    .filter((row) => row.comment?.startsWith(commentPrefix))
    .map((row) => ({ indexName: row.comment!.slice(commentPrefix.length), colCodes: row.columns[0] === 'tenant_id' ? row.columns.slice(1) : row.columns, isUnique: row.is_unique }));
}

/**
 * What the database holds for a physical table now: its columns with type, length and
 * nullability, whether each column holds data or NULLs, the row count and the platform's indexes.
 * Undefined when the table does not exist. Runs on the owner connection (the planner needs every
 * row, and the app role owns nothing).
 */
export async function introspectTable(trx: Knex.Transaction, physicalName: string): Promise<CurrentTable | undefined> {
  const columns = await trx('information_schema.columns')
    .where({ table_schema: businessSchema, table_name: physicalName })
    .orderBy('ordinal_position')
    .select<ColumnRow[]>('column_name', 'data_type', 'character_maximum_length', 'numeric_precision', 'numeric_scale', 'is_nullable');
  if (columns.length === 0) return undefined;
  const counts = columns.map((c, i) => `count(${ident(c.column_name)}) as c${i}`).join(', ');
  const { rows: [stats] } = await trx.raw<{ rows: Array<Record<string, string>> }>(`select count(*) as n, ${counts} from ${qualifiedTable(physicalName)}`);
  const rowCount = Number(stats!.n);
  const current: CurrentColumn[] = columns.map((c, i) => {
    const filled = Number(stats![`c${i}`]);
    return { name: c.column_name, shape: shapeOf(c), isNullable: c.is_nullable === 'YES', hasData: filled > 0, hasNulls: filled < rowCount };
  });
  return { rowCount, columns: current, indexes: await indexesOf(trx, physicalName) };
}
