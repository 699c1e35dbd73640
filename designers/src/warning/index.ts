// `WarningDesigner` itself is `kindDesigners.warning.Designer` (a chunk of its own), not exported here.
export type { WarningDesignerProps, WarningDesignerServices, WarningDesignerOption } from './types';
export { previewTemplate, unknownPlaceholders } from './warningEdits';
