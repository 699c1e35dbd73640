// The portal runtime's types and pure helpers; the component itself is a lazy chunk (`kindRuntimes.portal`).
export type { PortalNeeds, PortalNotice, PortalRendererProps, PortalServices, PortalTask, QuickMenuEntry, QuickMenuService } from './types';
export { reportRequests } from './usePortalReports';
