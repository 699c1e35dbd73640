// `ViewDesigner` itself is `kindDesigners.view.Designer` (a chunk of its own), not exported here.
export type { ViewDesignerProps, ViewDesignerServices, ViewDesignerOption, SourceColumn } from './types';
export { blankView, mergeSourceColumns, resultHasId } from './viewSources';
