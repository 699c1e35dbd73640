import { ExternalFramePage } from '../pages/menuPages/ExternalFramePage';
import { PendingModulePage } from '../pages/menuPages/PendingModulePage';
import { UnknownMenuPage } from '../pages/menuPages/UnknownMenuPage';
import { lazyMenuPage } from './lazyMenuPage';
import { createMenuPageRegistry } from './menuPageRegistry';

/**
 * The app's registry of menu pages; renderer pages override the pending ones as they land. Form,
 * view and workflow redirect pages are lazy chunks (form runtime, AG Grid).
 */
export const menuPages = createMenuPageRegistry({
  viewLayout: lazyMenuPage(() => import('../pages/eform/ViewLayoutPage'), 'ViewLayoutPage'),
  reportWidgetCard: lazyMenuPage(() => import('../pages/report/card/ReportWidgetCardPage'), 'ReportWidgetCardPage'),
  formAddTab: lazyMenuPage(() => import('../pages/eform/FormAddTabPage'), 'FormAddTabPage'),
  workflowRedirectTab: lazyMenuPage(() => import('../pages/bpm/WorkflowRedirectPage'), 'WorkflowRedirectPage'),
  externalFrame: ExternalFramePage,
  pluginLayout: PendingModulePage,
  dashboard: lazyMenuPage(() => import('../pages/report/dashboard/DashboardPage'), 'DashboardPage'),
  unknown: UnknownMenuPage,
});
