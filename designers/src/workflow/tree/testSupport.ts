import type { WorkflowDefinition } from '@wharf/schemas';
import customsApp from '../../../../examples/customs-declaration.app.json';
import type { NewNodeNames } from './model/treeEdits';

/** The customs example's `dec_approval` (a condition group, a manager node, a role node, a cc node). */
export function customsApproval(): WorkflowDefinition {
  const entry = (customsApp.definitions as ReadonlyArray<{ kind: string; body: { processKey?: string } }>).find((each) => each.kind === 'workflow' && each.body.processKey === 'dec_approval');
  if (!entry) throw new Error('the customs example has no dec_approval');
  return structuredClone(entry.body) as WorkflowDefinition;
}

/** A plain line: start → end. */
export function emptyWorkflow(): WorkflowDefinition {
  return {
    schemaVersion: 1,
    processKey: 'leave',
    processName: 'Leave',
    businessType: 'hr',
    billType: 'leave',
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'End' },
    ],
  };
}

export const testNames: NewNodeNames = { approval: 'Approver', cc: 'Cc', condition: 'Condition', branch: (n) => `Condition ${n}`, otherwise: 'Otherwise' };
