/** A role as stored. */
export interface RoleRow {
  id: string;
  tenant_id: string;
  role_name: string;
  role_code: string;
  role_type: 'back' | 'front' | 'agent';
  role_order: number;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A role as the API returns it (spec §3 role fields). */
export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  roleType: 'back' | 'front' | 'agent';
  roleOrder: number;
  description: string | null;
  createTime: string;
  updateTime: string;
}

export const toRoleRecord = (row: RoleRow): RoleRecord => ({
  id: row.id,
  roleName: row.role_name,
  roleCode: row.role_code,
  roleType: row.role_type,
  roleOrder: row.role_order,
  description: row.description,
  createTime: row.created_at.toISOString(),
  updateTime: row.updated_at.toISOString(),
});

/** What add and edit accept. */
export interface RoleInput {
  roleName: string;
  roleCode: string;
  roleType: 'back' | 'front' | 'agent';
  roleOrder?: number;
  description?: string;
}
