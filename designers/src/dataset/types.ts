import type { UnsavedWorkProps } from '../shared/unsaved/types';
import type { DatasetDefinition, DatasetDimension } from '@wharf/schemas';

/** A choice in a picker (a SQL config, a table, a dictionary). */
export interface DatasetDesignerOption {
  value: string;
  label: string;
}

/**
 * A column the dataset's source offers: a column of the SQL config's result or of the table
 * definition. `isNumeric` says it can be summed (offered as a measure rather than a dimension).
 */
export interface DatasetSourceField {
  colCode: string;
  title?: string;
  colType?: NonNullable<DatasetDimension['colType']>;
  dictCode?: string;
  isNumeric?: boolean;
}

/**
 * What the dataset designer needs from its host. The designer never fetches: the web app passes
 * calls against its HTTP client (definition store, SQL config list and test run, table definitions).
 */
export interface DatasetDesignerServices {
  /** Saves the definition (the host handles versions and conflicts); rejects with the server's message. */
  save(definition: DatasetDefinition): Promise<void | { definition?: DatasetDefinition }>;
  listSqlConfigs(): Promise<DatasetDesignerOption[]>;
  listTables(): Promise<DatasetDesignerOption[]>;
  /**
   * The result columns of a SQL config (its read-only test run, with the dataset's parameter defaults
   * as values); rejects when it cannot run, and the builder types the fields in.
   */
  sqlConfigColumns?(sqlCode: string, parameterValues: Record<string, string | number | boolean | null>): Promise<DatasetSourceField[]>;
  /** The columns of a table definition. */
  tableColumns(tableName: string): Promise<DatasetSourceField[]>;
  listDictionaries?(): Promise<DatasetDesignerOption[]>;
}

export interface DatasetDesignerProps extends UnsavedWorkProps {
  /** The definition to edit (a new one: the kind's scaffold). */
  definition: DatasetDefinition;
  /** A new dataset may still change its code; a saved one keeps it. */
  isNew?: boolean;
  services: DatasetDesignerServices;
  isReadOnly?: boolean;
  /** After a successful save, with what was saved. */
  onSaved?(definition: DatasetDefinition): void;
}
