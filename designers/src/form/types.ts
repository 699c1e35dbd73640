import type { FormServices } from '@wharf/renderer';
import type { FormDefinition, TableColumn, TemplateDefinition } from '@wharf/schemas';
import type { CodeName } from './model/propertyForms';

export type { CodeName } from './model/propertyForms';

/**
 * A column of the form's table (its `objectName`) as its definition gives it, offered when binding a
 * field to a column: binding carries its constraints (engine `bindFieldToColumn`: NOT NULL, length,
 * precision, dictionary, widget).
 */
export type TableColumnInfo = TableColumn;

/** A template as the template drawer lists it (spec §2: listed by name, the choice returns its code). */
export interface TemplateSummary {
  tempCode: string;
  tempName: string;
  tempDesc?: string;
}

/**
 * What the designer needs from the application. The web app implements it against the server;
 * tests pass stand-ins. Lists are loaded once when the designer mounts (and again on demand).
 */
export interface FormDesignerServices {
  /** The preview's services: the same ones FormRenderer gets at runtime (dictionaries, SQL/HTTP options, uploads, pickers). */
  form: FormServices;
  listDictionaries(): Promise<CodeName[]>;
  listSqlConfigs(): Promise<CodeName[]>;
  listHttpConfigs(): Promise<CodeName[]>;
  /** Table definitions (code = tableName) a form may write to, for the form's objectName. */
  listTables(): Promise<CodeName[]>;
  /** The columns of one table, for binding a field to a column. */
  listTableColumns(tableName: string): Promise<TableColumnInfo[]>;
  /** Form templates (tempType 'form'). */
  listTemplates(): Promise<TemplateSummary[]>;
  getTemplate(tempCode: string): Promise<TemplateDefinition>;
  /** Stores a new template (the designer builds the body: tempType 'form', tempStructure = the form). */
  saveTemplate(template: TemplateDefinition): Promise<void>;
}

/** An earlier version of the form, for "compare versions". */
export interface FormRevision {
  version: number;
  body: FormDefinition;
  /** e.g. 'draft' or 'published'; shown next to the version number. */
  status?: string;
}

export interface FormDesignerProps {
  /** The form definition body being edited. A new object from outside (not one the designer emitted) resets the designer and its history. */
  value: FormDefinition;
  /** Every change (including undo/redo) with the whole new body. */
  onChange?(next: FormDefinition): void;
  services: FormDesignerServices;
  /** Stores the current body as a draft. */
  onSaveDraft?(body: FormDefinition): Promise<void>;
  /** Publishes the body as a new version; called only after the design-time check found no issues. */
  onPublish?(body: FormDefinition): Promise<void>;
  /** Earlier versions to compare with (newest first or in any order). */
  revisions?: readonly FormRevision[];
  /** Shows the form and its properties without any way to change them. */
  readOnly?: boolean;
}
