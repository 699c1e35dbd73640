import { refuse, type Draft } from '../draft';
import type { WorkflowAction } from '../types';

/**
 * Moves a running instance onto another version of its definition (the transition's `definition` is
 * the target version). `nodeMap` maps old node ids to new ones; ids not in the map keep their id. Every
 * map target must exist, and the node the instance waits at must land on a node of the same type
 * (`workflow/migrate-node-missing`, `workflow/migrate-node-type`). Open tasks move with it; the route
 * keeps the nodes that still exist; closed tasks keep the node ids they had (history).
 */
export function migrate(draft: Draft, action: Extract<WorkflowAction, { type: 'migrate' }>): void {
  const state = draft.state;
  if (state.status === 'completed') refuse('workflow/no-running-tasks');
  for (const target of Object.values(action.nodeMap)) if (!draft.byId.has(target)) refuse('workflow/migrate-node-missing', [target]);
  const mapped = (id: string): string => (Object.prototype.hasOwnProperty.call(action.nodeMap, id) ? action.nodeMap[id]! : id);
  const current = state.currentNodeId;
  if (current !== undefined) {
    const landing = draft.byId.get(mapped(current));
    if (!landing) refuse('workflow/migrate-node-missing', [mapped(current)]);
    const waitingForResubmit = draft.openTasksHere().some((task) => task.kind === 'resubmit');
    if (landing.nodeType !== (waitingForResubmit ? 'start' : 'approval')) refuse('workflow/migrate-node-type', [current, landing.nodeId]);
    state.currentNodeId = landing.nodeId;
    for (const task of draft.openTasksHere()) {
      if (task.nodeId === landing.nodeId) continue;
      task.nodeId = landing.nodeId;
      draft.emit({ type: 'updateTask', taskNo: task.taskNo, nodeId: landing.nodeId });
    }
  }
  state.route = state.route.map(mapped).filter((id, index, all) => draft.byId.get(id)?.nodeType === 'approval' && all.indexOf(id) === index);
  if (state.returnedFrom !== undefined) {
    const returner = mapped(state.returnedFrom);
    if (draft.byId.get(returner)?.nodeType === 'approval') state.returnedFrom = returner;
    else delete state.returnedFrom;
  }
  state.definitionVersion = action.toVersion;
}
