import type { TableColumn } from '@wharf/schemas';

export type ColumnType = TableColumn['colType'];

/**
 * The largest length each type accepts (spec §5: length 1 to the type's maximum): PostgreSQL's
 * varchar limit and numeric precision. Types without a length accept none.
 */
export const maxColumnLength: Partial<Record<ColumnType, number>> = { varchar: 10485760, decimal: 1000 };

/** The physical shape of a column, as the planner compares it with what the database holds. */
export interface ColumnShape {
  colType: ColumnType | 'other';
  /** varchar: characters; decimal: precision (total digits). */
  length?: number;
  /** decimal: digits after the point. */
  decimals?: number;
  /** The database's own type name, for types the platform does not create (only in introspected shapes). */
  rawType?: string;
}

/** The shape a definition column asks for; decimals default to 0, a decimal without length is (19, decimals). */
export function desiredShape(column: TableColumn): ColumnShape {
  if (column.colType === 'varchar') return { colType: 'varchar', length: column.colLength ?? 255 };
  if (column.colType === 'decimal') return { colType: 'decimal', length: column.colLength ?? 19, decimals: column.decimals ?? 0 };
  return { colType: column.colType };
}

export function sameShape(a: ColumnShape, b: ColumnShape): boolean {
  return a.colType === b.colType && a.length === b.length && a.decimals === b.decimals && a.rawType === b.rawType;
}

// Characters the text form of a number needs, so an integer column fits a varchar without loss.
const textWidth: Partial<Record<ColumnType, number>> = { int: 11, bigint: 20, boolean: 5, date: 10, time: 15, datetime: 26 };

/**
 * Whether changing `from` into `to` keeps every value that `from` can hold: a longer varchar, varchar
 * to text, int to bigint, a decimal with at least as many digits on both sides of the point, a
 * number into a decimal or text wide enough. Anything else narrows or converts and may lose data.
 */
export function isWidening(from: ColumnShape, to: ColumnShape): boolean {
  if (from.colType === 'other' || to.colType === 'other') return false;
  if (sameShape(from, to)) return true;
  if (to.colType === 'text') return from.colType !== 'json';
  if (to.colType === 'varchar') {
    if (from.colType === 'varchar') return (to.length ?? 0) >= (from.length ?? Infinity);
    if (from.colType === 'decimal') return (to.length ?? 0) >= (from.length ?? 0) + 2;
    const width = textWidth[from.colType];
    return width !== undefined && (to.length ?? 0) >= width;
  }
  if (to.colType === 'bigint') return from.colType === 'int';
  if (to.colType === 'decimal') {
    const integerDigits = (to.length ?? 0) - (to.decimals ?? 0);
    if (from.colType === 'int') return integerDigits >= 10;
    if (from.colType === 'bigint') return integerDigits >= 19;
    if (from.colType === 'decimal') return integerDigits >= (from.length ?? 0) - (from.decimals ?? 0) && (to.decimals ?? 0) >= (from.decimals ?? 0);
  }
  return false;
}

/** The SQL type of a shape (rendered only from validated numbers and a closed set of names). */
export function sqlType(shape: ColumnShape): string {
  switch (shape.colType) {
    case 'varchar': return `varchar(${shape.length ?? 255})`;
    case 'text': return 'text';
    case 'int': return 'integer';
    case 'bigint': return 'bigint';
    case 'decimal': return `numeric(${shape.length ?? 19},${shape.decimals ?? 0})`;
    case 'date': return 'date';
    case 'datetime': return 'timestamp(3)';
    case 'time': return 'time(0)';
    case 'boolean': return 'boolean';
    case 'json': return 'jsonb';
    default: throw new Error(`no SQL type for ${shape.rawType ?? shape.colType}`);
  }
}
