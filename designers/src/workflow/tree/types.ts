import type { WorkflowDefinition } from '@wharf/schemas';
import type { DirectoryOption, WorkflowDirectory, WorkflowFormField } from '../panel';

/** What the workflow designer needs from its host; it never fetches by itself. */
export interface WorkflowDesignerServices {
  /** Saves the definition (the host handles versions); rejects with the server's message. */
  save(definition: WorkflowDefinition): Promise<void | { definition?: WorkflowDefinition }>;
  /** The forms a process can be bound to (value = formCode). */
  listForms?(): Promise<DirectoryOption[]>;
  /** The fields of a form, when the builder binds the process to another form than the one given. */
  formFields?(formCode: string): Promise<WorkflowFormField[]>;
  /** The directory lists the approver, cc, promoter and start-permission pickers offer. */
  directory?: WorkflowDirectory;
}

export interface WorkflowTreeDesignerProps {
  /** The definition to edit (a new one: the kind's scaffold, with a `_temp_` key until the builder names it). */
  definition: WorkflowDefinition;
  /** A new definition may still change its key; a saved one keeps it. */
  isNew?: boolean;
  /** The bound form's fields (field permissions, branch conditions). */
  formFields?: readonly WorkflowFormField[];
  services: WorkflowDesignerServices;
  isReadOnly?: boolean;
  /** Keeps drafts of different tenants or users apart in the browser's storage (e.g. `tenant:user`). */
  draftScope?: string;
  /** After a successful save, with what was saved. */
  onSaved?(definition: WorkflowDefinition): void;
  /** Whether there is unsaved work, for the host to ask before navigating away inside the app. */
  onDirtyChange?(isDirty: boolean): void;
}
