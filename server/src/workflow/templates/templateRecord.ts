import type { ApiResult } from '@wharf/schemas';

/**
 * A workflow template as the API answers it (the template list's rows, the lifecycle routes' answers):
 * the documented result's row, so the server cannot drift from `schemas/src/api/workflowResults.ts`.
 * `version` is the published version (null in design), `headVersion` the latest saved one,
 * `runningCount` the requests not yet completed.
 */
export type TemplateRecord = ApiResult<'GET /api/bpm/template/list'>['records'][number];

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
