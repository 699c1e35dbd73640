import type { CheckRuleChecker, UniquenessChecker, ValidationIssue } from '@wharf/engine';
import type { FormDefinition } from '@wharf/schemas';

export type FormMode = 'add' | 'edit' | 'view';
export type FormDevice = 'pc' | 'mobile';

/** One choice of a select, radio, checkbox or picker. */
export interface OptionItem {
  value: string;
  label: string;
}

/** A stored file as an upload or image field keeps it in the record: the server's id, the name, where it is read. */
export interface StoredFile {
  id?: string;
  name: string;
  url: string;
}

/** What an upload is for (the form and field the server checks it against), and where its progress goes. */
export interface UploadTarget {
  formCode: string;
  colCode: string;
  onProgress?(percent: number): void;
}

/** What the form needs from the application (the web app calls its API; tests pass stand-ins). */
export interface FormServices {
  dictItems(dictCode: string): Promise<{ value: string; text: string }[]>;
  sqlOptions?(sqlCode: string, params?: Record<string, unknown>): Promise<OptionItem[]>;
  httpOptions?(httpCode: string, params?: Record<string, unknown>): Promise<OptionItem[]>;
  checkUnique?: UniquenessChecker;
  /** Answers fields' `checkRuleCode` rules (spec §5 rule-code check). */
  checkRule?: CheckRuleChecker;
  /** Sends a file for an upload or image field (the server checks the form and field, size and type). */
  upload?(file: File, target: UploadTarget): Promise<StoredFile>;
  /**
   * Reads a stored file with the session (an `<img>` or a plain link cannot carry the token):
   * thumbnails, previews and downloads of files at `/api/…`. Without it those are plain links.
   */
  readFile?(url: string): Promise<Blob>;
  searchUsers?(keyword: string): Promise<OptionItem[]>;
  searchDepts?(keyword: string): Promise<OptionItem[]>;
}

/** What a submit handler may answer: nothing (saved) or the server's issues, shown on their fields. */
export type FormSubmitResult = void | { issues?: ValidationIssue[] };

export interface FormRendererProps {
  definition: FormDefinition;
  mode: FormMode;
  initialValues?: Record<string, unknown>;
  device?: FormDevice;
  services: FormServices;
  /** Receives the values by colCode, each sub-table's rows as an array under its tableName. */
  onSubmit?: (data: Record<string, unknown>) => Promise<FormSubmitResult>;
  /** Server issues to show on fields (paths `/data/<colCode>`, `/data/<table>/<row>/<colCode>` or without `/data`). */
  issues?: ValidationIssue[];
  submitText?: string;
  /** Id of the record being edited: uniqueness checks leave it out. */
  dataId?: string;
  /**
   * Every change of a value as it is made, with the whole record (as `onSubmit` gets it): a form
   * whose edits apply at once (the designers' property panels) listens here instead of submitting.
   */
  onValuesChange?: (data: Record<string, unknown>) => void;
  /** False draws no submit button (a form that applies as it is edited); default true. */
  hasSubmit?: boolean;
}
