import type { ScalarValue } from '@wharf/schemas';
import type { ColumnShape } from './columnTypes';

/** A column as it is in the database now (introspected by the server). */
export interface CurrentColumn {
  name: string;
  shape: ColumnShape;
  isNullable: boolean;
  /** Some row holds a value in this column. */
  hasData: boolean;
  /** Some row holds NULL in this column. */
  hasNulls: boolean;
}

/** An index of the table, by its logical name, without the leading tenant_id every index has. */
export interface TableIndexShape {
  indexName: string;
  colCodes: string[];
  isUnique: boolean;
}

/** What the database holds for a table now; the platform's own system columns may be left out. */
export interface CurrentTable {
  rowCount: number;
  columns: CurrentColumn[];
  indexes: TableIndexShape[];
}

/** A column to create. */
export interface PhysicalColumn {
  colCode: string;
  shape: ColumnShape;
  isNullable: boolean;
  defaultValue?: ScalarValue;
}

/** One change, in structured form: the server renders it with quoted identifiers. */
export type SyncStep =
  | { kind: 'createTable'; columns: PhysicalColumn[] }
  /** `fillExisting`: the value existing rows get when a NOT NULL column without default is added to a table with rows. */
  | { kind: 'addColumn'; column: PhysicalColumn; fillExisting?: ScalarValue }
  | { kind: 'alterType'; colCode: string; from: ColumnShape; to: ColumnShape }
  /** `fillNullsWith`: what rows holding NULL get before the constraint is set. */
  | { kind: 'setNotNull'; colCode: string; fillNullsWith?: ScalarValue }
  | { kind: 'dropNotNull'; colCode: string }
  | { kind: 'dropColumn'; colCode: string }
  | { kind: 'createIndex'; index: TableIndexShape }
  | { kind: 'dropIndex'; indexName: string }
  | { kind: 'dropTable' };

/** What a destructive step would lose: `id` is what the caller confirms; the message comes from `code` and `args`. */
export interface SyncLoss {
  id: string;
  code: string;
  args: unknown[];
}

export type PlannedStep = SyncStep & { destructive: boolean; loss?: SyncLoss };
