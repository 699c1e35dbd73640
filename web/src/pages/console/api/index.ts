import type { HttpClient } from '../../../http/httpClient';
import { createDictsApi } from './dictsApi';
import { createFillRulesApi } from './fillRulesApi';
import { createLocalesApi } from './localesApi';
import { createLogsApi } from './logsApi';
import { createMenusApi } from './menusApi';
import { createOrgsApi } from './orgsApi';
import { createRolesApi } from './rolesApi';
import { createTenantsApi } from './tenantsApi';
import { createUsersApi } from './usersApi';

/** Every administration call the console pages make, over the app's one HTTP client. */
export function createConsoleApi(http: HttpClient) {
  return {
    users: createUsersApi(http),
    roles: createRolesApi(http),
    menus: createMenusApi(http),
    orgs: createOrgsApi(http),
    dicts: createDictsApi(http),
    fillRules: createFillRulesApi(http),
    locales: createLocalesApi(http),
    tenants: createTenantsApi(http),
    logs: createLogsApi(http),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;
