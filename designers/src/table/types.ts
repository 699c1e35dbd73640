import type { TableDefinition } from '@wharf/schemas';

/** Sync state of a table (spec §4). */
export type TableSyncStatus = NonNullable<TableDefinition['tableStatus']>;

/** One statement of a sync plan as `POST /api/eform/tables/{code}/plan` returns it. */
export interface TablePlanStatement {
  sql: string;
  destructive: boolean;
  /** The id of what the statement would lose (a column, a table, narrowed data); the sync sends it back as confirmed. */
  loss?: string;
  /** The loss in words, in the request's language (e.g. "column remark holds data"). */
  lossMessage?: string;
}

export interface TablePlan {
  tableStatus: TableSyncStatus;
  statements: TablePlanStatement[];
  destructive: boolean;
  /** The spec's hint ("table missing so create", "table exists so sync"), in the request's language. */
  message?: string;
}

/** A choice in a picker (another table for a relation, a dictionary for a column). */
export interface TableDesignerOption {
  value: string;
  label: string;
}

/**
 * What the table designer needs from its host. The designer never fetches: the web app passes
 * calls against its own HTTP client (save in the definition store, plan and sync on the tables API).
 */
export interface TableDesignerServices {
  /** Saves the definition (the host handles versions and conflicts); rejects when it was not saved. */
  save(definition: TableDefinition): Promise<void>;
  /** The statements a sync of the saved definition would run. */
  plan(tableName: string): Promise<TablePlan>;
  /** Applies the saved definition; destructive steps only for the confirmed losses. */
  sync(tableName: string, confirmLosses: string[]): Promise<void>;
  /** Other tables of the tenant, for ER relations. */
  listTables?(): Promise<TableDesignerOption[]>;
  /** Dictionaries a column may use. */
  listDictionaries?(): Promise<TableDesignerOption[]>;
}
