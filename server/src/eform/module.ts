import type { ServerModule } from '../platform/module';
import { appGroupRoutes } from './appGroups/routes';
import { codemapRoutes } from './codeSearch/codemapRoutes';
import { codeSearchRoutes } from './codeSearch/routes';
import { fillRuleValueRoute } from './data/fillRuleValueRoute';
import { formDataRoutes } from './data/routes';
import { asyncImportTasks, purgeImportRunsJobName } from './import/async/importRunJob';
import { httpConfigCallJobKind } from './jobKinds/httpConfigCallJobKind';
import { sqlConfigMailJobKind } from './jobKinds/sqlConfigMailJobKind';
import { quickAppRoutes } from './quickApp/routes';
import { assertReportSqlAllowed } from './sqlConfig/checkReportSql';
import { assertFormFillsRequiredColumns } from './tables/checkFormColumns';
import { tableRoutes } from './tables/routes';
import { templateRoutes } from './templates/templateRoutes';
import { dataSourceRoutes } from './viewEngine/dataSourceRoutes';
import { viewButtonsRoute } from './views/viewButtonsRoute';

/**
 * The form engine: business tables, form data, SQL and HTTP configs, views and their runtime,
 * imports (background ones as graphile-worker jobs), templates, code search.
 */
export const eformModule = {
  name: 'eform',
  routers: {
    codeSearch: codeSearchRoutes,
    viewButtons: viewButtonsRoute,
    templates: templateRoutes,
    codemap: codemapRoutes,
    fillRuleValue: fillRuleValueRoute,
    appGroups: appGroupRoutes,
    // SQL and HTTP configs, the view engine, views with their preview and list imports.
    dataSources: dataSourceRoutes,
    tables: tableRoutes,
    // A table's app in one action: form, list view, menu entry and its permission points.
    quickApp: quickAppRoutes,
    formData: formDataRoutes,
  },
  publishChecks: {
    // A form must fill every NOT NULL column of its tables.
    form: assertFormFillsRequiredColumns,
    // A view's report SQL passes PostgreSQL's parser check (as SQL configs do at save).
    view: (_trx, body, lang) => assertReportSqlAllowed(body, lang),
  },
  // Background imports: the check, the import, and the purge of runs past their 7 days.
  tasks: asyncImportTasks,
  crontab: [`45 3 * * * ${purgeImportRunsJobName} ?max=1`],
  // Kinds of scheduled job a tenant's job console may run: a SQL config mailed, an HTTP config called.
  jobKinds: [sqlConfigMailJobKind, httpConfigCallJobKind],
} satisfies ServerModule;
