import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';

/** A node with `patch` applied; keys set to undefined are removed, so the stored JSON has no empty settings. */
export function patchNode(node: WorkflowNode, patch: Partial<WorkflowNode>): WorkflowNode {
  const next: Record<string, unknown> = { ...node, ...patch };
  for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
  return next as unknown as WorkflowNode;
}

/** The process settings with `patch` applied, keys set to undefined removed (as `patchNode`). */
export function patchProcess(definition: WorkflowDefinition, patch: Partial<WorkflowDefinition>): WorkflowDefinition {
  const next: Record<string, unknown> = { ...definition, ...patch };
  for (const key of Object.keys(patch)) if (next[key] === undefined) delete next[key];
  return next as unknown as WorkflowDefinition;
}
