import type { Knex } from 'knex';
import * as tenancyAndIdentity from './20261122_0001_tenancy_and_identity';
import * as definitionStore from './20261122_0002_definition_store';
import * as jobQueueAccess from './20261122_0003_job_queue_access';
import * as menusAndUserSettings from './20261122_0004_menus_and_user_settings';
import * as sessionKindsAndLoginLog from './20261122_0005_session_kinds_and_login_log';
import * as orgPoliciesAndLockout from './20261122_0006_org_policies_and_lockout';
import * as loginSteps from './20261122_0007_login_steps';
import * as registrationAndSiteSettings from './20261122_0008_registration_and_site_settings';
import * as rolesAndPackages from './20261122_0009_roles_and_packages';
import * as sso from './20261122_0010_sso';
import * as ssoBrowserBinding from './20261122_0010_sso_browser_binding';
import * as identityEntriesAndLogs from './20261122_0020_identity_entries_and_logs';
import * as sessionScope from './20261122_0020_session_scope';
import * as userProfile from './20261122_0030_user_profile';
import * as menuManagement from './20261122_0031_menu_management';
import * as referenceCodes from './20261122_0032_reference_codes';
import * as tenantOperations from './20261122_0033_tenant_operations';
import * as dictionaries from './20261122_0034_dictionaries';
import * as userDepartments from './20261122_0035_user_departments';
import * as sessionLookupPlanCache from './20261122_0036_session_lookup_plan_cache';
import * as fillRules from './20261122_0037_fill_rules';
import * as locales from './20261122_0038_locales';
import * as announcements from './20261122_0039_announcements';
import * as logDeletion from './20261122_0039_log_deletion';
import * as permissionDataRules from './20261122_0039_permission_data_rules';
import * as userCustomValues from './20261122_0039_user_custom_values';
import * as businessTables from './20261122_0040_business_tables';
import * as dataSources from './20261122_0050_data_sources';
import * as sliderVerification from './20261122_0060_slider_verification';
import * as passwordRecovery from './20261122_0061_password_recovery';
import * as appGroups from './20261122_0062_app_groups';
import * as viewImport from './20261122_0063_view_import';
import * as exportTasks from './20261122_0065_export_tasks';
import * as orgExtras from './20261122_0066_org_extras';
import * as referenceAdmin from './20261122_0067_reference_admin';
import * as asyncImport from './20261122_0070_async_import';
import * as sessionChangeNotify from './20261122_0072_session_change_notify';
import * as marketInstallations from './20261122_0073_market_installations';
import * as sqlReaderRoleFunction from './20261122_0074_sql_reader_role_name';
import * as builderSqlConfinement from './20261122_0075_builder_sql_confinement';
import * as workerLiveness from './20261122_0076_worker_liveness';
import * as clientLoginLock from './20261122_0077_client_login_lock';
import * as workflow from './20261126_0080_workflow';
import * as files from './20261126_0090_files';
import * as messageAttachments from './20261126_0091_message_attachments';
import * as appPackageVersions from './20261126_0095_app_package_versions';
import * as dictionaryItemTexts from './20261126_0097_dictionary_item_texts';
import * as menuItemFlags from './20261127_0100_menu_item_flags';
import * as ssoDisplayNames from './20261127_0101_sso_display_names';
import * as messageOutbox from './20261127_0115_message_outbox';
import * as scheduledJobs from './20261127_0120_scheduled_jobs';
import * as warningStates from './20261127_0125_warning_states';
import * as tenantTimeZone from './20261128_0250_tenant_time_zone';
import * as statementGuard from './20261130_0420_statement_guard';

export { databaseRoles, defaultRoleNames, roleNameKeys, type DatabaseRoles } from './support';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration, in order. Names are stable: they are recorded in `knex_migrations`. */
const migrations: Array<readonly [string, Migration]> = [
  ['20261122_0001_tenancy_and_identity', tenancyAndIdentity],
  ['20261122_0002_definition_store', definitionStore],
  ['20261122_0003_job_queue_access', jobQueueAccess],
  ['20261122_0004_menus_and_user_settings', menusAndUserSettings],
  ['20261122_0005_session_kinds_and_login_log', sessionKindsAndLoginLog],
  ['20261122_0006_org_policies_and_lockout', orgPoliciesAndLockout],
  ['20261122_0007_login_steps', loginSteps],
  ['20261122_0008_registration_and_site_settings', registrationAndSiteSettings],
  ['20261122_0009_roles_and_packages', rolesAndPackages],
  ['20261122_0010_sso', sso],
  ['20261122_0010_sso_browser_binding', ssoBrowserBinding],
  ['20261122_0020_identity_entries_and_logs', identityEntriesAndLogs],
  ['20261122_0020_session_scope', sessionScope],
  ['20261122_0030_user_profile', userProfile],
  ['20261122_0031_menu_management', menuManagement],
  ['20261122_0032_reference_codes', referenceCodes],
  ['20261122_0033_tenant_operations', tenantOperations],
  ['20261122_0034_dictionaries', dictionaries],
  ['20261122_0035_user_departments', userDepartments],
  ['20261122_0036_session_lookup_plan_cache', sessionLookupPlanCache],
  ['20261122_0037_fill_rules', fillRules],
  ['20261122_0038_locales', locales],
  ['20261122_0039_announcements', announcements],
  ['20261122_0039_log_deletion', logDeletion],
  ['20261122_0039_permission_data_rules', permissionDataRules],
  ['20261122_0039_user_custom_values', userCustomValues],
  ['20261122_0040_business_tables', businessTables],
  ['20261122_0050_data_sources', dataSources],
  ['20261122_0060_slider_verification', sliderVerification],
  ['20261122_0061_password_recovery', passwordRecovery],
  ['20261122_0062_app_groups', appGroups],
  ['20261122_0063_view_import', viewImport],
  ['20261122_0065_export_tasks', exportTasks],
  ['20261122_0066_org_extras', orgExtras],
  ['20261122_0067_reference_admin', referenceAdmin],
  ['20261122_0070_async_import', asyncImport],
  ['20261122_0072_session_change_notify', sessionChangeNotify],
  ['20261122_0073_market_installations', marketInstallations],
  ['20261122_0074_sql_reader_role_name', sqlReaderRoleFunction],
  ['20261122_0075_builder_sql_confinement', builderSqlConfinement],
  ['20261122_0076_worker_liveness', workerLiveness],
  ['20261122_0077_client_login_lock', clientLoginLock],
  ['20261126_0080_workflow', workflow],
  ['20261126_0090_files', files],
  ['20261126_0091_message_attachments', messageAttachments],
  ['20261126_0095_app_package_versions', appPackageVersions],
  ['20261126_0097_dictionary_item_texts', dictionaryItemTexts],
  ['20261127_0100_menu_item_flags', menuItemFlags],
  ['20261127_0101_sso_display_names', ssoDisplayNames],
  ['20261127_0115_message_outbox', messageOutbox],
  ['20261127_0120_scheduled_jobs', scheduledJobs],
  ['20261127_0125_warning_states', warningStates],
  ['20261128_0250_tenant_time_zone', tenantTimeZone],
  ['20261130_0420_statement_guard', statementGuard],
];

/** A static Knex migration source, so TypeScript migrations need no file-system discovery. */
export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
