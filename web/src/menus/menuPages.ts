import { ExternalFramePage } from '../pages/menuPages/ExternalFramePage';
import { PendingModulePage } from '../pages/menuPages/PendingModulePage';
import { UnknownMenuPage } from '../pages/menuPages/UnknownMenuPage';
import { createMenuPageRegistry } from './menuPageRegistry';

/** The app's registry of menu pages; renderer pages override the pending ones as they land. */
export const menuPages = createMenuPageRegistry({
  viewLayout: PendingModulePage,
  reportWidgetCard: PendingModulePage,
  formAddTab: PendingModulePage,
  workflowRedirectTab: PendingModulePage,
  externalFrame: ExternalFramePage,
  pluginLayout: PendingModulePage,
  unknown: UnknownMenuPage,
});
