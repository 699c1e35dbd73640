/** A choice of a directory picker: the code stored in the definition and what the builder reads. */
export interface DirectoryOption {
  value: string;
  label: string;
}

/** Which directory list a picker offers (codes, never ids, so definitions move between tenants). */
export type DirectorySource = 'users' | 'roles' | 'divisions' | 'departments' | 'positions';

/**
 * Where the pickers find their choices; each list is optional. Without one the picker still takes
 * typed codes (usernames, role codes…), so the designer works before the directory answers.
 */
export type WorkflowDirectory = Partial<Record<DirectorySource, () => Promise<DirectoryOption[]>>>;

/** A field of the bound form, for field permissions and conditions. */
export interface WorkflowFormField {
  /** The field key (the form's colCode). */
  key: string;
  label: string;
  /** The form field type (number, switch, …), so condition values are stored with the right type. */
  type?: string;
}
