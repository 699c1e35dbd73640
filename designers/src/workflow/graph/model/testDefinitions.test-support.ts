import type { WorkflowDefinition } from '@wharf/schemas';
import appPackage from '../../../../../examples/customs-declaration.app.json';

/** The customs example's `dec_approval` (start → condition → manager / broker → cc → end), without positions. */
export function customsApproval(): WorkflowDefinition {
  const entry = (appPackage.definitions as ReadonlyArray<{ kind: string; body: unknown }>).find((definition) => definition.kind === 'workflow' && (definition.body as WorkflowDefinition).processKey === 'dec_approval');
  if (!entry) throw new Error('the customs example has no dec_approval');
  return structuredClone(entry.body) as WorkflowDefinition;
}

/** A small placed definition: start → approval → end, every node with a position. */
export function placedDefinition(): WorkflowDefinition {
  return {
    schemaVersion: 1,
    processKey: 'leave',
    processName: 'Leave',
    businessType: 'hr',
    billType: 'leave',
    designer: 'graph',
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: 'boss', position: { x: 0, y: 0 } },
      { nodeId: 'boss', nodeType: 'approval', name: 'Boss', approverType: 'person', approverIds: ['ann'], multiMode: 'sequential', emptyApprover: 'autoPass', rejectMode: 'toInitiator', nextNodeId: 'end', position: { x: 10, y: 150 } },
      { nodeId: 'end', nodeType: 'end', name: 'End', position: { x: 0, y: 300 } },
    ],
  };
}
