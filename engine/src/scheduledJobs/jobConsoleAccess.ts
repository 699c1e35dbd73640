/** Who a caller is for the platform's own consoles (as `grantBasis` reads it on the server). */
export type ConsoleBasis = 'platform-operator' | 'tenant-admin' | 'roles';

/**
 * Whether a caller may see and manage the scheduled jobs of the tenant they work in (spec §1 and
 * §4: the job console is an operations screen). The platform operator may, in the platform tenant
 * or in a tenant they switched into (the spec's operations permission); a tenant's administrator
 * may in their own tenant; users who only hold roles may not, since a job runs SQL and HTTP configs
 * and sends mail without a caller's data rules.
 */
export function canManageScheduledJobs(basis: ConsoleBasis): boolean {
  return basis === 'platform-operator' || basis === 'tenant-admin';
}
