import type { WorkflowDefinition } from '@wharf/schemas';
import type { DirectoryOption, WorkflowDirectory, WorkflowFormField } from '../panel';

/** What the old designer needs from its host (the same services the new designer takes); it never fetches by itself. */
export interface WorkflowGraphServices {
  /** Saves the definition; rejects with the server's message. */
  save(definition: WorkflowDefinition): Promise<void | { definition?: WorkflowDefinition }>;
  /** The forms a process can be bound to (value = formCode). */
  listForms?(): Promise<DirectoryOption[]>;
  /** The fields of a form, when the builder binds the process to another form than the one given. */
  formFields?(formCode: string): Promise<WorkflowFormField[]>;
  /** The directory lists of the pickers: users, departments (organisation codes), roles, positions… */
  directory?: WorkflowDirectory;
}

/** The old designer's props: the new designer's, so the host can show either on the same definition. */
export interface WorkflowGraphDesignerProps {
  /** The definition to edit (a new one has a `_temp_` key until the builder names it); read when mounted — give the designer another `key` to open another one. */
  definition: WorkflowDefinition;
  /** A new definition may still change its key; a saved one keeps it. */
  isNew?: boolean;
  /** The bound form's fields (field permissions, branch conditions). */
  formFields?: readonly WorkflowFormField[];
  services: WorkflowGraphServices;
  isReadOnly?: boolean;
  /** Keeps drafts of different tenants or users apart in the browser's storage (e.g. `tenant:user`). */
  draftScope?: string;
  /** After a successful save, with what was saved. */
  onSaved?(definition: WorkflowDefinition): void;
  /** Whether there is unsaved work, for the host to ask before navigating away inside the app. */
  onDirtyChange?(isDirty: boolean): void;
}
