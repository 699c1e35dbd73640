/** A workflow template as the API answers it (the template list's rows, the lifecycle routes' answers). */
export interface TemplateRecord {
  /** The definition's id in the definition store. */
  id: string;
  processKey: string;
  processName: string;
  group: string | null;
  businessType: string | null;
  billType: string | null;
  formCode: string | null;
  /** The published version new requests start on; null while the template is in design. */
  version: number | null;
  /** The latest saved version (ahead of `version` when a change awaits publishing). */
  headVersion: number;
  status: 'design' | 'active' | 'suspended';
  enabled: boolean;
  /** Requests not yet completed. */
  runningCount: number;
  updateTime: string;
}

/** One row of the template list query. */
export interface TemplateListRow {
  id: string;
  code: string;
  name: string;
  version: number;
  body: { businessType?: string; billType?: string; formCode?: string };
  updated_at: Date;
  status: TemplateRecord['status'] | null;
  enabled: boolean | null;
  published_version: number | null;
  group_name: string | null;
  running: number;
}

export function toTemplateRecord(row: TemplateListRow): TemplateRecord {
  return {
    id: row.id, processKey: row.code, processName: row.name, group: row.group_name ?? row.body.businessType ?? null,
    businessType: row.body.businessType ?? null, billType: row.body.billType ?? null, formCode: row.body.formCode ?? null,
    // A definition published before its template row existed (an installed app) is active.
    version: row.published_version, headVersion: row.version, status: row.status ?? (row.published_version === null ? 'design' : 'active'), enabled: row.enabled ?? true,
    runningCount: row.running, updateTime: row.updated_at.toISOString(),
  };
}
