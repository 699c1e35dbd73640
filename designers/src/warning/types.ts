import type { WarningDefinition } from '@wharf/schemas';
import type { UnsavedWorkProps } from '../shared/unsaved/types';

/** A choice in a picker (a SQL config, a user, a form). */
export interface WarningDesignerOption {
  value: string;
  label: string;
}

/** The lists a rule's recipients are picked from. */
export type WarningRecipientType = 'user' | 'role' | 'depart';

/**
 * What the warning designer needs from its host. The designer never fetches: the web app passes
 * calls against its HTTP client.
 */
export interface WarningDesignerServices {
  /** Saves the definition (the host handles versions and conflicts); rejects with the server's message. */
  save(definition: WarningDefinition): Promise<void | { definition?: WarningDefinition }>;
  /** The SQL configs a rule may read its records from. */
  listSqlConfigs(): Promise<WarningDesignerOption[]>;
  /** A SQL config's result: its columns and a first row (the conditions' fields, the templates' placeholders and preview). */
  sqlConfigSample?(sqlCode: string): Promise<{ columns: string[]; row?: Record<string, unknown> }>;
  /** Users to notify (usernames), for the copies picker; addresses may be typed in as well. */
  listUsers?(): Promise<WarningDesignerOption[]>;
  /**
   * The tenant's users, roles or departments (value: the id the definition stores) matching the
   * keyword, and those of `ids` named: the recipient pickers.
   */
  searchRecipients?(type: WarningRecipientType, search: { keyword?: string; ids?: string[] }): Promise<WarningDesignerOption[]>;
  /** Forms whose saved records trigger a business warning. */
  listForms?(): Promise<WarningDesignerOption[]>;
  /** The tenant's workflows (value: the process key), whose nodes may trigger a business warning. */
  listWorkflows?(): Promise<WarningDesignerOption[]>;
  /** The nodes of the tenant's workflow `processKey` (value: the node id). */
  listWorkflowNodes?(processKey: string): Promise<WarningDesignerOption[]>;
  /** The next firings of a cron expression on the tenant's clock (ISO times); rejects with the reason it does not read. */
  cronNextTimes?(cronExpr: string): Promise<{ times: string[]; timeZone: string }>;
}

export interface WarningDesignerProps extends UnsavedWorkProps {
  /** The definition to edit (a new one: the kind's scaffold). */
  definition: WarningDefinition;
  /** A new warning item may still change its code; a saved one keeps it. */
  isNew?: boolean;
  services: WarningDesignerServices;
  isReadOnly?: boolean;
  /** After a successful save, with what was saved. */
  onSaved?(definition: WarningDefinition): void;
}
