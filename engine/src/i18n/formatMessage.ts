import { announcementCatalogue } from './catalogues/announcement';
import { definitionCatalogue } from './catalogues/definition';
import { dictCatalogue } from './catalogues/dict';
import { fillRuleCatalogue } from './catalogues/fillRule';
import { identityCatalogue } from './catalogues/identity';
import { loginCatalogue } from './catalogues/login';
import { registerCatalogue } from './catalogues/register';
import { orgCatalogue } from './catalogues/org';
import { roleCatalogue } from './catalogues/role';
import { tenantCatalogue } from './catalogues/tenant';
import { userCatalogue } from './catalogues/user';
import { requestCatalogue } from './catalogues/request';
import { systemCatalogue } from './catalogues/system';
import { validationCatalogue } from './catalogues/validation';
import { menusCatalogue } from './catalogues/menus';
import { conditionsCatalogue } from './catalogues/conditions';
import { expressionsCatalogue } from './catalogues/expressions';
import { sandboxCatalogue } from './catalogues/sandbox';
import { queryCatalogue } from './catalogues/query';
import { ssoCatalogue } from './catalogues/sso';
import { tablesCatalogue } from './catalogues/tables';
import { formsCatalogue } from './catalogues/forms';
import { dataSourcesCatalogue } from './catalogues/dataSources';
import { listImportCatalogue } from './catalogues/listImport';
import { asyncImportCatalogue } from './catalogues/asyncImport';
import { appGroupsCatalogue } from './catalogues/appGroups';
import { downloadsCatalogue } from './catalogues/downloads';
import { workflowExtrasCatalogue } from './catalogues/workflowExtras';
import { workflowRuntimeCatalogue } from './catalogues/workflowRuntime';
import { workflowEngineCatalogue } from './catalogues/workflowEngine';
import { orgExtrasCatalogue } from './catalogues/orgExtras';
import { recoveryCatalogue } from './catalogues/recovery';
import { referenceCatalogue } from './catalogues/reference';
import { sliderCatalogue } from './catalogues/slider';
import { appMarketCatalogue } from './catalogues/appMarket';
import { dashboardsCatalogue } from './catalogues/dashboards';
import { datasetsCatalogue } from './catalogues/datasets';
import { filesCatalogue } from './catalogues/files';
import { usagesCatalogue } from './catalogues/usages';
import { packageFolderCatalogue } from './catalogues/packageFolder';
import { dataOperationsCatalogue } from './catalogues/dataOperations';
import { warningsCatalogue } from './catalogues/warnings';
import { outboxCatalogue } from './catalogues/outbox';
import { scheduledJobsCatalogue } from './catalogues/scheduledJobs';
import { defaultLanguage, languages, type Catalogue, type Language } from './types';

/**
 * Every area's catalogue. An area adds its file under `catalogues/` and one line here;
 * `catalogues.test.ts` fails when a key is missing from any language.
 */
export const catalogues: Record<string, Catalogue> = {
  announcement: announcementCatalogue,
  dataSources: dataSourcesCatalogue,
  sso: ssoCatalogue,
  system: systemCatalogue,
  identity: identityCatalogue,
  validation: validationCatalogue,
  request: requestCatalogue,
  definition: definitionCatalogue,
  login: loginCatalogue,
  register: registerCatalogue,
  role: roleCatalogue,
  org: orgCatalogue,
  tenant: tenantCatalogue,
  dict: dictCatalogue,
  fillRule: fillRuleCatalogue,
  user: userCatalogue,
  menus: menusCatalogue,
  conditions: conditionsCatalogue,
  expressions: expressionsCatalogue,
  sandbox: sandboxCatalogue,
  query: queryCatalogue,
  tables: tablesCatalogue,
  forms: formsCatalogue,
  listImport: listImportCatalogue,
  asyncImport: asyncImportCatalogue,
  reference: referenceCatalogue,
  recovery: recoveryCatalogue,
  orgExtras: orgExtrasCatalogue,
  appGroups: appGroupsCatalogue,
  downloads: downloadsCatalogue,
  slider: sliderCatalogue,
  appMarket: appMarketCatalogue,
  dashboards: dashboardsCatalogue,
  datasets: datasetsCatalogue,
  files: filesCatalogue,
  workflowExtras: workflowExtrasCatalogue,
  workflowRuntime: workflowRuntimeCatalogue,
  workflowEngine: workflowEngineCatalogue,
  usages: usagesCatalogue,
  packageFolder: packageFolderCatalogue,
  dataOperations: dataOperationsCatalogue,
  warnings: warningsCatalogue,
  outbox: outboxCatalogue,
  scheduledJobs: scheduledJobsCatalogue,
};

const merged: Record<Language, Record<string, string>> = Object.fromEntries(
  languages.map((lang) => [lang, Object.assign({}, ...Object.values(catalogues).map((c) => c[lang]))]),
) as Record<Language, Record<string, string>>;

/**
 * The text of a message code in a language, with `{0}`, `{1}`… (or `{name}`) replaced by args.
 * Falls back to the default language, then to `fallback`, then to the code itself.
 */
export function formatMessage(code: string, lang: Language = defaultLanguage, args: ReadonlyArray<unknown> | Record<string, unknown> = [], fallback?: string): string {
  const template = merged[lang][code] ?? merged[defaultLanguage][code] ?? fallback ?? code;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = Array.isArray(args) ? args[Number(key)] : (args as Record<string, unknown>)[key];
    return value === undefined ? whole : String(value);
  });
}

/** True when the code has a message in the catalogues. */
export function hasMessage(code: string): boolean {
  return code in merged[defaultLanguage];
}
