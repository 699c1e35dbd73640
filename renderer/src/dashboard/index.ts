// The dashboard runtime's types and pure helpers; the component itself is a lazy chunk
// (`kindRuntimes.dashboard`, or the subpath `@wharf/renderer/DashboardRenderer`).
export type { DashboardOption, DashboardRendererProps, DashboardServices, ItemDataState } from './types';
