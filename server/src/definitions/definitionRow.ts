/** A definition head as stored. */
export interface DefinitionRow {
  id: string;
  tenant_id: string;
  kind: string;
  code: string;
  name: string;
  status: 'draft' | 'published';
  version: number;
  published_version: number | null;
  schema_version: number;
  body: unknown;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
}

/** A definition as the API returns it (camelCase, spec §7 style). */
export interface DefinitionRecord {
  id: string;
  kind: string;
  code: string;
  name: string;
  status: 'draft' | 'published';
  version: number;
  publishedVersion: number | null;
  schemaVersion: number;
  body?: unknown;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string;
}

export function toRecord(row: DefinitionRow, withBody = true): DefinitionRecord {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    status: row.status,
    version: row.version,
    publishedVersion: row.published_version,
    schemaVersion: row.schema_version,
    ...(withBody ? { body: row.body } : {}),
    createBy: row.created_by,
    createTime: row.created_at.toISOString(),
    updateBy: row.updated_by,
    updateTime: row.updated_at.toISOString(),
  };
}
