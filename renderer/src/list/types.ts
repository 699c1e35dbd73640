import type { ValidationIssue } from '@wharf/engine';
import type { ViewButton, ViewDefinition, ViewLayoutItem } from '@wharf/schemas';
import type { ReactElement, ReactNode } from 'react';

/** One row of a view as the data API returns it; `id` is always there (spec §5 "list SQL must return id"). */
export type ListRecord = Readonly<Record<string, unknown>> & { readonly id: string };

/**
 * What one fetch asks for. `query` holds the list-page query-string parameters of spec §7, ready to
 * send as they are: pageNo, pageSize, column, order, superQueryParams, superQueryMatchType, and one
 * parameter per query field (`<colCode>_begin` / `<colCode>_end` for ranges).
 */
export interface FetchRowsParams {
  query: Readonly<Record<string, string>>;
  /**
   * The keyset anchor when the previous block is loaded: the last row's sort value and id
   * (`{ [sortField]: value, id }`). An implementation may send it as `after` (JSON) or ignore it.
   */
  after?: Readonly<Record<string, unknown>>;
}

export interface FetchRowsResult {
  records: ReadonlyArray<ListRecord>;
  /** Only when the server counted; the list shows it and never needs it to scroll. */
  total?: number;
  /** False on the last block; scrolling stops there. */
  hasMore?: boolean;
}

/** The user's own column layout of one view (spec §3 custom column settings, sysCustom type customColumns). */
export interface ColumnSetting {
  colCode: string;
  isHidden?: boolean;
  width?: number;
}

/** One row of an online modification: only the fields the user changed. */
export interface OnlineModifyRow {
  id: string;
  rowVersion?: number;
  data: Record<string, unknown>;
}

/** What an import upload answered (spec §8): every row imported, or some refused with details to download. */
export interface ImportRowsResult {
  /** The server's message ("3 rows imported", "2 imported, 1 refused…"). */
  message: string;
  imported: number;
  refused: number;
  /** Downloads the refused rows with their reasons; given when rows were refused (the spec's code 201). */
  downloadDetails?(): Promise<void>;
}

/** An item of a dictionary as the list shows it: the stored code and its text. */
export interface DictionaryItem {
  value: string;
  text: string;
}

/**
 * The list page's effects. Every call rejects with an `Error` whose message is the server's message;
 * the list shows it as a warning (spec §8). An optional call that is missing makes its buttons answer
 * with the spec's "set the url" error instead of doing nothing.
 */
export interface ListServices {
  fetchRows(params: FetchRowsParams): Promise<FetchRowsResult>;
  deleteRows?(ids: ReadonlyArray<string>): Promise<void | { message?: string }>;
  copyRow?(id: string): Promise<void | { id?: string; message?: string }>;
  /** Starts the streamed `.xlsx` download of the rows matching the current filters. */
  exportRows?(params: FetchRowsParams): Promise<void>;
  /** Starts the same export as a background task (download centre); resolves once it is queued, with the server's message. */
  exportInBackground?(params: FetchRowsParams): Promise<void | { message?: string }>;
  /** Online modification: all rows in one call; rule failures come back as issues at `/rows/<i>/data/<colCode>`. */
  saveRows?(rows: ReadonlyArray<OnlineModifyRow>): Promise<void | { issues?: ReadonlyArray<ValidationIssue> }>;
  /**
   * Import upload (an importXls button): the chosen .xlsx into the view's form. Rejects with the
   * server's message when the import failed (shown after the file name), or with an Error without
   * a message when the file could not be sent (the "file upload error" tip).
   */
  importRows?(file: File): Promise<ImportRowsResult>;
  /**
   * Import in the background (spec §3 asynchronous import): the host uploads the file and shows the
   * run's progress itself, calling `refresh` once rows were imported; resolves once the file is
   * accepted. Rejects as `importRows` does.
   */
  importInBackground?(file: File, refresh: () => void): Promise<void>;
  /** Downloads the import template: one heading row of the importable columns. */
  downloadImportTemplate?(): Promise<void>;
  /**
   * The enabled items of a dictionary (the tenant's), for the view's dictionary columns: cells show
   * the item's text and query fields become selects of the items (issue 18 point 4). Without it
   * cells show the stored codes and query fields are text.
   */
  dictionaryItems?(dictCode: string): Promise<ReadonlyArray<DictionaryItem>>;
  /** Children of a tree node whose definition names an SQL config (spec §3 tree settings). */
  sqlOptions?(sqlCode: string, params?: Record<string, unknown>): Promise<ReadonlyArray<{ value: string; label: string }>>;
  /** The user's saved column layout of this view, or undefined when none is saved. */
  loadColumnSettings?(viewCode: string): Promise<ReadonlyArray<ColumnSetting> | undefined>;
  saveColumnSettings?(viewCode: string, settings: ReadonlyArray<ColumnSetting>): Promise<void>;
  /** A nested table's view and its services (spec §3 page settings, nested tables). */
  loadNestedView?(viewCode: string): Promise<{ definition: ViewDefinition; services: ListServices }>;
}

/** What a form-opening button asks the host to do. */
export interface OpenFormRequest {
  button: ViewButton;
  rows: ReadonlyArray<ListRecord>;
  mode: 'add' | 'edit' | 'view';
  /** The form to open: the button's linkForm, else the view's formCode. */
  formCode?: string;
  /** outParameter values taken from the first row (parameterKey → the row's colCode value). */
  parameters: Record<string, unknown>;
  /** The dialog size of the button (default 'default'). */
  dialogSize: NonNullable<ViewButton['dialogSize']>;
  /** Call after the form saved, so the list reloads. */
  refresh(): void;
}

/** A button whose effect belongs to the host (openView, openUrl, script, workflow, importXls, moveToGroup). */
export interface ButtonActionRequest {
  button: ViewButton;
  rows: ReadonlyArray<ListRecord>;
  parameters: Record<string, unknown>;
  refresh(): void;
}

export interface ListRendererProps {
  definition: ViewDefinition;
  services: ListServices;
  /** The caller's button permissions ("pageCode:permission"); undefined shows every button (designer preview). */
  permissions?: ReadonlySet<string>;
  onOpenForm?(request: OpenFormRequest): void;
  /** Buttons the list cannot carry out itself; without it they show the "not configured" error. */
  onButtonAction?(request: ButtonActionRequest): void;
  /** Filters fixed by the page (menu componentProps, a nested table's parent row), sent with every fetch. */
  fixedQuery?: Readonly<Record<string, string>>;
  /** 'single' replaces the selection on a row click; default 'multiple' (a click toggles). */
  selectionMode?: 'single' | 'multiple';
  /** Renders a part of a combination view (layout / dragLayout) that is not a view of this list. */
  renderLayoutItem?(item: ViewLayoutItem): ReactNode;
  /** The clock for `{{now±N}}` query defaults; default the system clock. */
  now?: () => Date;
  /** Height of the grid in pixels (default 520). */
  height?: number;
  /**
   * Wraps each button that changes data (`isWriteButton`: add, edit, delete, import, batch…): the web
   * app puts them under its demo-mode directive, as its other write controls. Absent: drawn as they are.
   */
  guardWriteControl?(control: ReactElement): ReactNode;
}
