import { appsModule } from '../apps/module';
import { authModule } from '../auth/module';
import { definitionsModule } from '../definitions/module';
import { usagesModule } from '../usages/module';
import { eformModule } from '../eform/module';
import { identityModule } from '../identity/module';
import type { ServerModule } from '../platform/module';
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
import { warningsModule } from '../warnings/module';
import { workflowModule } from '../workflow/module';

/** A module's router by the name the module gave it (checked by the typecheck). */
export interface RouterRef {
  readonly module: ServerModule;
  readonly name: string;
  readonly isPublic: boolean;
}

type Named<M, Key extends 'publicRouters' | 'routers'> = M extends { readonly [K in Key]: infer R } ? keyof R & string : never;

const publicRouter = <M extends ServerModule>(module: M, name: Named<M, 'publicRouters'>): RouterRef => ({ module, name, isPublic: true });
const router = <M extends ServerModule>(module: M, name: Named<M, 'routers'>): RouterRef => ({ module, name, isPublic: false });

/**
 * The order routers mount in, as it has been: some prefixes overlap (a permission middleware of
 * one router guards a path another router answers), so the first match must stay the first.
 * `composeModules` refuses an order that leaves out or repeats a router of the table; a new
 * module's routers go where their prefixes belong, usually before the form engine's at the end.
 */
export const publicRouterOrder: ReadonlyArray<RouterRef> = [
  // The HTTP trace first: it sees every API request, the refused ones included.
  publicRouter(monitoringModule, 'trace'),
  publicRouter(monitoringModule, 'metrics'),
  publicRouter(authModule, 'login'),
  publicRouter(authModule, 'site'),
  publicRouter(authModule, 'alteration'),
  publicRouter(authModule, 'recovery'),
  publicRouter(ssoModule, 'logins'),
  publicRouter(identityModule, 'entries'),
];

/** Behind `authenticate`, in mount order. */
export const routerOrder: ReadonlyArray<RouterRef> = [
  router(identityModule, 'visits'),
  router(identityModule, 'logs'),
  router(authModule, 'session'),
  router(permissionsModule, 'permissionList'),
  router(customValuesModule, 'values'),
  router(menusModule, 'menus'),
  router(dataRulesModule, 'rules'),
  router(announcementsModule, 'announcements'),
  router(categoriesModule, 'categories'),
  router(checkRulesModule, 'checkRules'),
  router(jumpParamsModule, 'parameters'),
  router(siteSettingsModule, 'settings'),
  router(messagesModule, 'messages'),
  router(scheduledJobsModule, 'listing'),
  router(scheduledJobsModule, 'console'),
  router(monitoringModule, 'pages'),
  router(positionsModule, 'positions'),
  router(jobsModule, 'jobs'),
  router(tagsModule, 'tags'),
  router(divisionsModule, 'divisions'),
  router(deptPermissionsModule, 'permissions'),
  router(proxiesModule, 'proxies'),
  router(orgExtrasModule, 'userExtras'),
  router(downloadsModule, 'centre'),
  router(eformModule, 'codeSearch'),
  router(dynamicQueryModule, 'query'),
  router(eformModule, 'viewButtons'),
  router(eformModule, 'templates'),
  router(eformModule, 'codemap'),
  router(appsModule, 'market'),
  router(appsModule, 'packages'),
  router(appsModule, 'export'),
  router(rolesModule, 'roles'),
  router(usersModule, 'users'),
  router(orgsModule, 'organisations'),
  router(referenceModule, 'codeTables'),
  router(tenantsModule, 'tenants'),
  router(dictsModule, 'dictionaries'),
  router(fillRulesModule, 'rules'),
  router(eformModule, 'fillRuleValue'),
  router(localesModule, 'locales'),
  router(ssoModule, 'admin'),
  router(definitionsModule, 'store'),
  router(productPackagesModule, 'packages'),
  router(usagesModule, 'usages'),
  router(workflowModule, 'templates'),
  router(workflowModule, 'instances'),
  router(workflowModule, 'tasks'),
  router(workflowModule, 'delegation'),
  router(workflowModule, 'analytics'),
  router(workflowModule, 'binding'),
  router(workflowModule, 'users'),
  // Field permissions of a task's node on a form record's save: guards the form data route below.
  router(workflowModule, 'taskSaveGuard'),
  router(portalModule, 'portal'),
  router(reportsModule, 'reports'),
  router(reportsModule, 'widgetBatch'),
  router(dashboardsModule, 'dashboards'),
  router(warningsModule, 'warnings'),
  router(filesModule, 'files'),
  router(filesModule, 'specPaths'),
  router(eformModule, 'appGroups'),
  router(eformModule, 'dataSources'),
  // The background export of a view, answered beside the views' own routes (it was mounted last in them).
  router(downloadsModule, 'viewExportTask'),
  router(eformModule, 'tables'),
  router(eformModule, 'quickApp'),
  router(eformModule, 'formData'),
];
