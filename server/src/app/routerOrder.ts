import { appsModule } from '../apps/module';
import { authModule } from '../auth/module';
import { definitionsModule } from '../definitions/module';
import { eformModule } from '../eform/module';
import { identityModule } from '../identity/module';
import type { ServerModule } from '../platform/module';
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
  router(rolesModule, 'roles'),
  router(usersModule, 'users'),
  router(orgsModule, 'organisations'),
  router(referenceModule, 'codeTables'),
  router(tenantsModule, 'tenants'),
  router(dictsModule, 'dictionaries'),
  router(fillRulesModule, 'rules'),
  router(localesModule, 'locales'),
  router(ssoModule, 'admin'),
  router(definitionsModule, 'store'),
  router(eformModule, 'appGroups'),
  router(eformModule, 'dataSources'),
  // The background export of a view, answered beside the views' own routes (it was mounted last in them).
  router(downloadsModule, 'viewExportTask'),
  router(eformModule, 'tables'),
  router(eformModule, 'formData'),
];
