/** An organisation or department as the console edits it (spec §3 org entity). */
export interface OrgInput {
  orgName: string;
  orgCode: string;
  orgType: 'organization' | 'department';
  orgOrder?: number;
  parentId?: string | null;
  compCode?: string | null;
  socialCreditCode?: string | null;
  ipWhitelist?: string[] | null;
  passwordExpiryDays?: number | null;
  passwordAlertDays?: number | null;
  lockUserFailures?: number | null;
  passwordBlacklist?: string[] | null;
  multipleLogin?: 'default' | 'prohibit' | 'allow';
}

export interface OrgNode extends Required<Omit<OrgInput, 'parentId'>> {
  id: string;
  parentId: string | null;
  children?: OrgNode[];
}

export const toOrgNode = (row: Record<string, unknown>): OrgNode => ({
  id: row.id as string,
  parentId: (row.parent_id as string | null) ?? null,
  orgName: row.org_name as string,
  orgCode: row.org_code as string,
  orgType: row.org_type as OrgInput['orgType'],
  orgOrder: row.org_order as number,
  compCode: (row.comp_code as string | null) ?? null,
  socialCreditCode: (row.social_credit_code as string | null) ?? null,
  ipWhitelist: (row.ip_whitelist as string[] | null) ?? null,
  passwordExpiryDays: (row.password_expiry_days as number | null) ?? null,
  passwordAlertDays: (row.password_alert_days as number | null) ?? null,
  lockUserFailures: (row.lock_user_failures as number | null) ?? null,
  passwordBlacklist: (row.password_blacklist as string[] | null) ?? null,
  multipleLogin: row.multiple_login as OrgInput['multipleLogin'] & string,
});

export const toOrgColumns = (input: OrgInput) => ({
  org_name: input.orgName,
  org_code: input.orgCode,
  org_type: input.orgType,
  org_order: input.orgOrder ?? 0,
  parent_id: input.parentId ?? null,
  comp_code: input.compCode || null,
  social_credit_code: input.socialCreditCode || null,
  ip_whitelist: input.ipWhitelist?.length ? input.ipWhitelist : null,
  password_expiry_days: input.passwordExpiryDays ?? null,
  password_alert_days: input.passwordAlertDays ?? null,
  lock_user_failures: input.lockUserFailures ?? null,
  password_blacklist: input.passwordBlacklist?.length ? input.passwordBlacklist : null,
  multiple_login: input.multipleLogin ?? 'default',
});

/** Nests flat rows into trees, siblings by orgOrder then name. */
export function nestOrgs(nodes: OrgNode[]): OrgNode[] {
  const byParent = new Map<string | null, OrgNode[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  const build = (parent: string | null): OrgNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.orgOrder - b.orgOrder || a.orgName.localeCompare(b.orgName))
      .map((node) => {
        const children = build(node.id);
        return children.length > 0 ? { ...node, children } : node;
      });
  return build(null);
}
