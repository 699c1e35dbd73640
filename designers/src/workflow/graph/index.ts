/**
 * The old (free graph) workflow designer. The package index does not export it: the kind registry
 * loads it lazily, so it stays a chunk of its own.
 */
export { WorkflowGraphDesigner } from './components/WorkflowGraphDesigner';
export type { WorkflowGraphDesignerProps, WorkflowGraphServices } from './types';
export { toGraph } from './model/toGraph';
export { fromGraph } from './model/fromGraph';
export { withLayout } from './model/autoLayout';
