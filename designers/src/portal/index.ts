// The portal designer's public surface (the designer itself stays a lazy chunk of the registry).
export type { PortalDesignerProps, PortalDesignerServices } from './types';
export { portalColumns, portalRowHeight } from './model/portalEdits';
