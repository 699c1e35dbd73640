export { ViewDesigner } from './ViewDesigner';
export type { ViewDesignerProps, ViewDesignerServices, ViewDesignerOption, SourceColumn } from './types';
export { blankView, mergeSourceColumns, resultHasId } from './viewSources';
