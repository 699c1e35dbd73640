import type { FetchRowsParams, FetchRowsResult, ListServices } from '@wharf/renderer';
import type { ViewColumn, ViewDefinition } from '@wharf/schemas';
import type { UnsavedWorkProps } from '../shared/unsaved/types';

/** A choice in a picker (a form, a view, an SQL config, a dictionary). */
export interface ViewDesignerOption {
  value: string;
  label: string;
}

/** A column a data source offers: a table definition's column or a column of the list SQL's result. */
export interface SourceColumn {
  colCode: string;
  colName?: string;
  colType?: ViewColumn['colType'];
  dictCode?: string;
}

/**
 * What the view designer needs from its host. The designer never fetches: the web app passes calls
 * against its HTTP client (definition store, table definitions, the SQL test run, the preview data).
 */
export interface ViewDesignerServices {
  /** Saves the definition (the host handles versions and conflicts); rejects with the server's message. */
  save(definition: ViewDefinition): Promise<void | { definition?: ViewDefinition }>;
  /** The tenant's tables (code = tableName), for "data from a form's table". */
  listTables(): Promise<ViewDesignerOption[]>;
  /** The columns of a table definition, offered as view columns. */
  tableColumns(tableName: string): Promise<SourceColumn[]>;
  /**
   * Test-runs a list SQL on the server (read only, row cap) and reports the columns of its result;
   * rejects with the server's message when it does not run.
   */
  testReportSql(sql: string): Promise<{ columns: SourceColumn[] }>;
  listForms?(): Promise<ViewDesignerOption[]>;
  listViews?(): Promise<ViewDesignerOption[]>;
  listSqlConfigs?(): Promise<ViewDesignerOption[]>;
  listDictionaries?(): Promise<ViewDesignerOption[]>;
  /** The services the preview's list runs on (rows of the edited, unsaved definition). */
  previewServices?(definition: ViewDefinition): ListServices;
  /**
   * The first page (at most 20 rows) of the edited, unsaved definition, as the view data endpoint
   * would answer it for that definition (the server's preview: same query, masking and data rules).
   * Used for the preview when `previewServices` is not given; rejects with the server's message.
   */
  previewRows?(definition: ViewDefinition, params: FetchRowsParams): Promise<FetchRowsResult>;
}

export interface ViewDesignerProps extends UnsavedWorkProps {
  /** The definition to edit (a new view: `blankView(code, name)`). */
  definition: ViewDefinition;
  /** A new view may still change its code; a saved one keeps it. */
  isNew?: boolean;
  services: ViewDesignerServices;
  isReadOnly?: boolean;
  /** After a successful save, with what was saved. */
  onSaved?(definition: ViewDefinition): void;
}
