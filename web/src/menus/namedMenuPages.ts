import { Workbench } from '../pages/Workbench';
import { workbenchComponent } from '../routes/layoutChoice';
import { lazyMenuPage } from './lazyMenuPage';
import type { MenuPageComponent } from './menuPageRegistry';

/**
 * Pages the web app itself owns, keyed by the menu's exact component name. They are looked up
 * before the component kinds of engine/menus, which cover definition-driven pages. The e-form
 * console pages are lazy chunks (designers, grids and editors stay out of the login route).
 */
export const namedMenuPages: Readonly<Record<string, MenuPageComponent>> = {
  [workbenchComponent]: Workbench,
  'app/AppGroupList': lazyMenuPage(() => import('../pages/eform/appGroups/AppGroupListPage'), 'AppGroupListPage'),
  'eform/TableList': lazyMenuPage(() => import('../pages/eform/TableListPage'), 'TableListPage'),
  'eform/FormList': lazyMenuPage(() => import('../pages/eform/FormListPage'), 'FormListPage'),
  'eform/ViewList': lazyMenuPage(() => import('../pages/eform/ViewListPage'), 'ViewListPage'),
  'eform/SqlConfigList': lazyMenuPage(() => import('../pages/eform/DataSourceListPage'), 'SqlConfigListPage'),
  'eform/HttpConfigList': lazyMenuPage(() => import('../pages/eform/DataSourceListPage'), 'HttpConfigListPage'),
  'eform/ImportTaskList': lazyMenuPage(() => import('../pages/eform/importTasks/ImportTaskListPage'), 'ImportTaskListPage'),
  // Warning rules and their results (issue 22).
  'eform/WarningList': lazyMenuPage(() => import('../pages/warnings/WarningsPage'), 'WarningsPage'),
  'system/UserList': lazyMenuPage(() => import('../pages/console/users/UserListPage'), 'UserListPage'),
  'system/RoleList': lazyMenuPage(() => import('../pages/console/roles/RoleListPage'), 'RoleListPage'),
  'system/MenuList': lazyMenuPage(() => import('../pages/console/menus/MenuListPage'), 'MenuListPage'),
  'system/DictList': lazyMenuPage(() => import('../pages/console/dicts/DictListPage'), 'DictListPage'),
  'system/FillRuleList': lazyMenuPage(() => import('../pages/console/fillRules/FillRuleListPage'), 'FillRuleListPage'),
  'system/LocaleManager': lazyMenuPage(() => import('../pages/console/locales/LocaleManagerPage'), 'LocaleManagerPage'),
  'org/DeptList': lazyMenuPage(() => import('../pages/console/orgs/DeptListPage'), 'DeptListPage'),
  'system/TenantList': lazyMenuPage(() => import('../pages/console/tenants/TenantListPage'), 'TenantListPage'),
  'system/LogList': lazyMenuPage(() => import('../pages/console/logs/LogListPage'), 'LogListPage'),
  'system/PositionList': lazyMenuPage(() => import('../pages/console/positions/PositionListPage'), 'PositionListPage'),
  'system/SsoConfigList': lazyMenuPage(() => import('../pages/console/sso/SsoConfigListPage'), 'SsoConfigListPage'),
  'system/ProductPackageList': lazyMenuPage(() => import('../pages/console/productPackages/ProductPackageListPage'), 'ProductPackageListPage'),
  'system/JobList': lazyMenuPage(() => import('../pages/console/jobs/JobListPage'), 'JobListPage'),
  'system/TagList': lazyMenuPage(() => import('../pages/console/tags/TagListPage'), 'TagListPage'),
  'system/DivisionList': lazyMenuPage(() => import('../pages/console/divisions/DivisionListPage'), 'DivisionListPage'),
  'system/CategoryList': lazyMenuPage(() => import('../pages/console/categories/CategoryListPage'), 'CategoryListPage'),
  'system/CheckRuleList': lazyMenuPage(() => import('../pages/console/checkRules/CheckRuleListPage'), 'CheckRuleListPage'),
  'system/JumpParamList': lazyMenuPage(() => import('../pages/console/jumpParams/JumpParamListPage'), 'JumpParamListPage'),
  'system/SiteSettings': lazyMenuPage(() => import('../pages/console/siteSettings/SiteSettingsPage'), 'SiteSettingsPage'),
  'system/ScheduledJobList': lazyMenuPage(() => import('../pages/console/scheduledJobs/ScheduledJobsPage'), 'ScheduledJobsPage'),
  // Monitoring (issue 22): server, process, database, caches and sessions, HTTP trace; the platform operator's.
  'system/Monitoring': lazyMenuPage(() => import('../pages/monitoring/MonitoringPage'), 'MonitoringPage'),
  'system/MessageAdmin': lazyMenuPage(() => import('../pages/console/messages/MessageAdminPage'), 'MessageAdminPage'),
  'message/MessageCenter': lazyMenuPage(() => import('../pages/messages/MessageCenterPage'), 'MessageCenterPage'),
  'system/DownloadCenter': lazyMenuPage(() => import('../pages/downloads/DownloadCenterPage'), 'DownloadCenterPage'),
  'appMarket/AppMarketList': lazyMenuPage(() => import('../pages/appMarket/AppMarketPage'), 'AppMarketPage'),
  // App packages (issue 19): upload a package and apply its plan, installed versions, export, rollback.
  'appPackages/AppPackageList': lazyMenuPage(() => import('../pages/appPackages/AppPackagesPage'), 'AppPackagesPage'),
  // Workflow (issue 16): templates, the user's lists, delegation and analytics, each a lazy chunk.
  'bpm/TemplateList': lazyMenuPage(() => import('../pages/bpm/TemplateListPage'), 'TemplateListPage'),
  'bpm/TodoList': lazyMenuPage(() => import('../pages/bpm/TaskListPage'), 'TodoListPage'),
  'bpm/DoneList': lazyMenuPage(() => import('../pages/bpm/TaskListPage'), 'DoneListPage'),
  'bpm/CcList': lazyMenuPage(() => import('../pages/bpm/TaskListPage'), 'CcListPage'),
  'bpm/StartedList': lazyMenuPage(() => import('../pages/bpm/TaskListPage'), 'StartedListPage'),
  'bpm/InstanceList': lazyMenuPage(() => import('../pages/bpm/TaskListPage'), 'InstanceListPage'),
  'bpm/DelegateList': lazyMenuPage(() => import('../pages/bpm/DelegationListPage'), 'DelegationListPage'),
  'bpm/Analytics': lazyMenuPage(() => import('../pages/bpm/AnalyticsPage'), 'AnalyticsPage'),
  // Dashboard and portal designers' lists (issue 17); each opens its design page.
  'report/DashboardDesignList': lazyMenuPage(() => import('../pages/report/dashboardDesign/DashboardDesignListPage'), 'DashboardDesignListPage'),
  'portal/PortalDesignList': lazyMenuPage(() => import('../pages/portal/design/PortalDesignListPage'), 'PortalDesignListPage'),
  // Reports (issue 17): datasets and report widgets, each list with its designer in a drawer.
  'report/DatasetList': lazyMenuPage(() => import('../pages/report/design/DatasetListPage'), 'DatasetListPage'),
  'report/WidgetList': lazyMenuPage(() => import('../pages/report/design/WidgetListPage'), 'WidgetListPage'),
};
