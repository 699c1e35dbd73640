/**
 * The new (tree) workflow designer's public pieces. The designer component itself is reached only
 * through the kind registry (`kindDesigners.workflow.Designer`), so it stays a chunk of its own.
 */
export type { WorkflowDesignerServices, WorkflowTreeDesignerProps } from './types';
export type { DirectoryOption, DirectorySource, WorkflowDirectory, WorkflowFormField } from '../panel/types';
export { definitionToTree, treeToDefinition, type WorkflowTree, type TreeItem, type TreeBranch, type TreeProblem } from './model/workflowTree';
