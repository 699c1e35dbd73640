import type { WorkflowDefinition } from '@wharf/schemas';
import type { FieldPermissions, NodeRole } from './fieldPermissions';

/**
 * The field permissions the form is drawn with for a task (workflow schema `fieldPermissions`): the
 * initiator's resubmit task, or a task at the start node, works under the process-level permissions
 * (role start: fields not named are editable); an approval node under its own (not named: read-only).
 * The server checks the same rules when the record is saved (`workflow/field-not-editable`).
 */
export function nodePermissions(definition: WorkflowDefinition, task: { nodeId: string; taskType: 'approve' | 'resubmit' } | undefined): { role: NodeRole; permissions: FieldPermissions | undefined } {
  if (!task) return { role: 'approval', permissions: undefined };
  const node = definition.nodes.find((candidate) => candidate.nodeId === task.nodeId);
  if (task.taskType === 'resubmit' || node?.nodeType === 'start') return { role: 'start', permissions: definition.fieldPermissions };
  return { role: 'approval', permissions: node?.fieldPermissions };
}
