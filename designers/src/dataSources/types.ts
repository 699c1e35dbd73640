import type { HttpConfigRecord, SqlConfigRecord } from '@wharf/schemas';

/** What a test run answers: the rows (an SQL result, or an HTTP answer after its returnScript). */
export interface DataSourceTestResult {
  /** Rows as objects; an HTTP answer that is not a list of objects comes as `data`. */
  records?: ReadonlyArray<Record<string, unknown>>;
  /** Any other JSON answer (HTTP configs). */
  data?: unknown;
  /** True when the server's row cap cut the result. */
  isTruncated?: boolean;
  elapsedMs?: number;
}

/** Where a data source is used (spec §3: which forms, views and reports use it). */
export interface DataSourceUsage {
  kind: 'form' | 'view' | 'report' | 'dataset' | 'warning' | (string & {});
  code: string;
  name?: string;
}

/**
 * What a data-source editor needs from its host: save (add or edit), a test run on the server with
 * the given parameter values, and the usage list. Each rejects with the server's message.
 */
export interface DataSourceServices<R> {
  save(record: R, isNew: boolean): Promise<void>;
  test(record: R, params: Record<string, unknown>): Promise<DataSourceTestResult>;
  usage(code: string): Promise<ReadonlyArray<DataSourceUsage>>;
}

export type SqlConfigServices = DataSourceServices<SqlConfigRecord>;
export type HttpConfigServices = DataSourceServices<HttpConfigRecord>;

interface DataSourceEditorProps<R, S> {
  /** The record to edit (a new one: `blankSqlConfig()` / `blankHttpConfig()`). */
  record: R;
  /** A new record may still change its code; a saved one keeps it (forms and views refer to it). */
  isNew?: boolean;
  services: S;
  isReadOnly?: boolean;
  onSaved?(record: R): void;
}

export type SqlConfigEditorProps = DataSourceEditorProps<SqlConfigRecord, SqlConfigServices>;
export type HttpConfigEditorProps = DataSourceEditorProps<HttpConfigRecord, HttpConfigServices>;
