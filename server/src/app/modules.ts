import { appsModule } from '../apps/module';
import { authModule } from '../auth/module';
import { definitionsModule } from '../definitions/module';
import { eformModule } from '../eform/module';
import { identityModule } from '../identity/module';
import { referenceModule } from '../reference/module';
import { ssoModule } from '../sso/module';
import { announcementsModule } from '../system/announcements/module';
import { categoriesModule } from '../system/categories/module';
import { checkRulesModule } from '../system/checkRules/module';
import { customValuesModule } from '../system/custom/module';
import { dataRulesModule } from '../system/dataRules/module';
import { deptPermissionsModule } from '../system/deptPermissions/module';
import { dictsModule } from '../system/dicts/module';
import { divisionsModule } from '../system/divisions/module';
import { downloadsModule } from '../system/downloads/module';
import { dynamicQueryModule } from '../system/dynamicQuery/module';
import { fillRulesModule } from '../system/fillRules/module';
import { jobsModule } from '../system/jobs/module';
import { jumpParamsModule } from '../system/jumpParams/module';
import { localesModule } from '../system/locales/module';
import { menusModule } from '../system/menus/module';
import { messagesModule } from '../system/messages/module';
import { permissionsModule } from '../system/module';
import { orgExtrasModule } from '../system/orgExtras/module';
import { orgsModule } from '../system/orgs/module';
import { positionsModule } from '../system/positions/module';
import { proxiesModule } from '../system/proxies/module';
import { rolesModule } from '../system/roles/module';
import { scheduledJobsModule } from '../system/scheduledJobs/module';
import { siteSettingsModule } from '../system/siteSettings/module';
import { tagsModule } from '../system/tags/module';
import { tenantsModule } from '../system/tenants/module';
import { usersModule } from '../system/users/module';
import type { ServerModule } from '../platform/module';

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
  downloadsModule,
  dynamicQueryModule,
  referenceModule,
  definitionsModule,
  eformModule,
  appsModule,
] as const satisfies ReadonlyArray<ServerModule>;

/** One of the table's modules. */
export type TableModule = (typeof serverModules)[number];
