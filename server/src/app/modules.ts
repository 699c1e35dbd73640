import { appsModule } from '../apps/module';
import { authModule } from '../auth/module';
import { definitionsModule } from '../definitions/module';
import { eformModule } from '../eform/module';
import { identityModule } from '../identity/module';
import { referenceModule } from '../reference/module';
import { reportsModule } from '../reports/module';
import { ssoModule } from '../sso/module';
import { announcementsModule } from '../notices/announcements/module';
import { categoriesModule } from '../reference/categories/module';
import { checkRulesModule } from '../formRules/checkRules/module';
import { customValuesModule } from '../customValues/module';
import { dashboardsModule } from '../dashboards/module';
import { dataRulesModule } from '../permissions/dataRules/module';
import { deptPermissionsModule } from '../permissions/deptPermissions/module';
import { dictsModule } from '../reference/dicts/module';
import { divisionsModule } from '../organisation/divisions/module';
import { downloadsModule } from '../downloads/module';
import { filesModule } from '../files/module';
import { dynamicQueryModule } from '../dynamicQuery/module';
import { fillRulesModule } from '../formRules/fillRules/module';
import { jobsModule } from '../organisation/jobs/module';
import { jumpParamsModule } from '../reference/jumpParams/module';
import { localesModule } from '../reference/locales/module';
import { menusModule } from '../permissions/menus/module';
import { messagesModule } from '../notices/messages/module';
import { monitoringModule } from '../monitoring/module';
import { permissionsModule } from '../permissions/module';
import { orgExtrasModule } from '../organisation/orgExtras/module';
import { orgsModule } from '../organisation/orgs/module';
import { portalModule } from '../portal/module';
import { positionsModule } from '../organisation/positions/module';
import { proxiesModule } from '../organisation/proxies/module';
import { productPackagesModule } from '../productPackages/module';
import { rolesModule } from '../permissions/roles/module';
import { scheduledJobsModule } from '../scheduledJobs/module';
import { siteSettingsModule } from '../siteSettings/module';
import { tagsModule } from '../organisation/tags/module';
import { tenantsModule } from '../tenants/module';
import { usersModule } from '../organisation/users/module';
import { usagesModule } from '../usages/module';
import type { ServerModule } from '../platform/module';
import { warningsModule } from '../warnings/module';
import { workflowModule } from '../workflow/module';

/**
 * Every module of the server, the one table the process is assembled from (`composition.ts`).
 * Tasks, crontab lines, seed steps and start/stop hooks run in this order; routers mount in the
 * order `routerOrder.ts` gives, which must name each router here exactly once.
 */
export const serverModules = [
  authModule,
  identityModule,
  ssoModule,
  permissionsModule,
  customValuesModule,
  menusModule,
  dataRulesModule,
  announcementsModule,
  messagesModule,
  categoriesModule,
  checkRulesModule,
  jumpParamsModule,
  siteSettingsModule,
  scheduledJobsModule,
  monitoringModule,
  orgsModule,
  orgExtrasModule,
  positionsModule,
  jobsModule,
  tagsModule,
  divisionsModule,
  deptPermissionsModule,
  proxiesModule,
  rolesModule,
  usersModule,
  tenantsModule,
  dictsModule,
  fillRulesModule,
  localesModule,
  productPackagesModule,
  downloadsModule,
  dynamicQueryModule,
  referenceModule,
  definitionsModule,
  usagesModule,
  eformModule,
  appsModule,
  workflowModule,
  reportsModule,
  portalModule,
  dashboardsModule,
  filesModule,
  warningsModule,
] as const satisfies ReadonlyArray<ServerModule>;

/** One of the table's modules. */
export type TableModule = (typeof serverModules)[number];
