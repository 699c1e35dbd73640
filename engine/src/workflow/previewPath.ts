import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { effectiveMode, planApprovers } from './approvers';
import { chooseBranch, nodesById, reachableDirectoryNodes, startNode } from './graph';
import type { DirectoryAnswers, DirectoryUser, PreviewApprover, PreviewResult, PreviewStep } from './types';

/** Who is asking for the preview, and when (delegation records depend on the date). */
export interface PreviewContext {
  initiatorId: string;
  at: string;
  /** Variables the request will start with (conditions read them under the form data). */
  variables?: Record<string, unknown>;
  /**
   * Users the initiator picked for selfSelect nodes, by node id. The server resolves them into the
   * answers like any source; the engine only refuses a list that repeats a user (`workflow/duplicate-users`).
   */
  selfSelected?: Record<string, string[]>;
  /** Preview the rest of a running request: start the route at this node (e.g. the current node). */
  fromNodeId?: string;
}

/** Every user the answers name, by id, to put names to the ids approver planning gives. */
function namesOf(answers: DirectoryAnswers): Map<string, string> {
  const users: DirectoryUser[] = [...answers.managerChain, ...answers.admins];
  for (const answer of Object.values(answers.nodes)) {
    users.push(...answer.users, ...(answer.emptyApprover ? [answer.emptyApprover] : []), ...(answer.escalateTo ? [answer.escalateTo] : []));
  }
  const names = new Map<string, string>();
  for (const user of users) if (!names.has(user.userId)) names.set(user.userId, user.name);
  for (const record of answers.delegations) if (record.toName !== undefined && !names.has(record.toUserId)) names.set(record.toUserId, record.toName);
  return names;
}

function step(node: WorkflowNode, extra: Partial<PreviewStep> = {}): PreviewStep {
  return { nodeId: node.nodeId, nodeType: node.nodeType, name: node.name, approvers: [], ...extra };
}

function approvalStep(node: WorkflowNode, answers: DirectoryAnswers, context: PreviewContext, processKey: string, names: Map<string, string>): PreviewStep {
  const plan = planApprovers(node, answers.nodes[node.nodeId]!, { initiatorId: context.initiatorId, processKey, at: context.at, answers });
  const nameOf = (userId: string): string => names.get(userId) ?? userId;
  const approvers: PreviewApprover[] = plan.assignees.map((planned) => ({
    userId: planned.assigneeId,
    name: nameOf(planned.assigneeId),
    ...(planned.assigneeId !== planned.originalAssigneeId ? { originalUserId: planned.originalAssigneeId, originalName: nameOf(planned.originalAssigneeId) } : {}),
  }));
  if (plan.initiatorApproved) approvers.unshift({ userId: context.initiatorId, name: nameOf(context.initiatorId) });
  return step(node, {
    approvers,
    multiMode: effectiveMode(node, plan),
    ...(plan.resolution !== undefined ? { resolution: plan.resolution } : {}),
  });
}

/**
 * The route a request with this form data will take, and who approves at each node — after delegation
 * records, the initiator-is-approver rule and the empty-approver fallbacks (auto pass shows as a step
 * with no approvers and resolution autoPass) — assuming every approver approves. Like `transition` it
 * is two-phase: when the answers lack a node on the route, it answers `needs` with the nodes to resolve.
 * No route (a condition without a matching or default branch, a dead end, a loop) is `workflow/no-transition`.
 */
export function previewPath(definition: WorkflowDefinition, data: Record<string, unknown>, answers: DirectoryAnswers, context: PreviewContext): PreviewResult {
  for (const picked of Object.values(context.selfSelected ?? {})) {
    if (new Set(picked).size !== picked.length) return { kind: 'refused', code: 'workflow/duplicate-users' };
  }
  const byId = nodesById(definition);
  const names = namesOf(answers);
  const record = { ...(context.variables ?? {}), ...data };
  const steps: PreviewStep[] = [];
  let node = context.fromNodeId !== undefined ? byId.get(context.fromNodeId) : startNode(definition);
  if (!node) return { kind: 'refused', code: 'workflow/no-transition', args: [context.fromNodeId ?? ''] };
  for (let count = 0; node !== undefined && count <= definition.nodes.length; count += 1) {
    if ((node.nodeType === 'approval' || node.nodeType === 'cc') && answers.nodes[node.nodeId] === undefined) {
      return { kind: 'needs', nodes: reachableDirectoryNodes(definition, node.nodeId).filter((id) => answers.nodes[id] === undefined) };
    }
    let next: string | undefined = node.nextNodeId;
    if (node.nodeType === 'approval') steps.push(approvalStep(node, answers, context, definition.processKey, names));
    else if (node.nodeType === 'cc') {
      const copied = [...new Map(answers.nodes[node.nodeId]!.users.map((user) => [user.userId, user])).values()];
      steps.push(step(node, { approvers: copied.map((user) => ({ userId: user.userId, name: user.name })) }));
    } else if (node.nodeType === 'condition') {
      const branch = chooseBranch(node, record);
      if (!branch) return { kind: 'refused', code: 'workflow/no-transition', args: [node.nodeId] };
      steps.push(step(node, { branch: branch.name }));
      next = branch.nextNodeId;
    } else {
      steps.push(step(node));
      if (node.nodeType === 'end') return { kind: 'path', steps };
    }
    node = next !== undefined ? byId.get(next) : undefined;
  }
  return { kind: 'refused', code: 'workflow/no-transition', args: [steps.at(-1)?.nodeId ?? ''] };
}
