// `DatasetDesigner` itself is `kindDesigners.dataset.Designer` (a chunk of its own), not exported here.
export type { DatasetDesignerProps, DatasetDesignerServices, DatasetDesignerOption, DatasetSourceField } from './types';
export { mergeSourceFields, referenceProblems } from './datasetEdits';
