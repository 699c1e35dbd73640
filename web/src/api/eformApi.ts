import type { HttpClient } from '../http/httpClient';
import { createDataSourcesApi } from './dataSourcesApi';
import { createDefinitionsApi } from './definitionsApi';
import { createFormDataApi } from './formDataApi';
import { createSystemLookupsApi } from './systemLookupsApi';
import { createTablesApi } from './tablesApi';
import { createViewsApi } from './viewsApi';

/** Every e-form API the console pages and menu pages use, over the app's one HTTP client. */
export function createEformApi(http: HttpClient) {
  return {
    definitions: createDefinitionsApi(http),
    tables: createTablesApi(http),
    data: createFormDataApi(http),
    views: createViewsApi(http),
    dataSources: createDataSourcesApi(http),
    lookups: createSystemLookupsApi(http),
  };
}

export type EformApi = ReturnType<typeof createEformApi>;
