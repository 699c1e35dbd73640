import type { WorkflowNode } from '@wharf/schemas';
import { resolveDelegation } from './delegation';
import type { DirectoryAnswers, NodeAnswer, TaskOrigin } from './types';

/** One person who will get a task at an approval node. */
export interface PlannedAssignee {
  assigneeId: string;
  /** The approver the node computed, before delegation records applied. */
  originalAssigneeId: string;
  delegationChain?: string[];
  origin: TaskOrigin;
}

/** How a node resolves when its own approver source gives nobody to ask. */
export type ApproverResolution = 'autoPass' | 'toAdmin' | 'toPerson' | 'initiatorApproved' | 'initiatorManager';

/** Who approves at a node, and whether the initiator already approved there (initiatorIsApprover autoApprove). */
export interface ApproverPlan {
  assignees: PlannedAssignee[];
  initiatorApproved: boolean;
  resolution?: ApproverResolution;
}

/** What approver computation needs besides the node. */
export interface ApproverContext {
  initiatorId: string;
  processKey: string;
  at: string;
  answers: DirectoryAnswers;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * The approvers of an approval node, in order:
 * 1. the users the server resolved for the node's source, de-duplicated;
 * 2. the initiator among them: `autoApprove` counts their approval and drops them, `toManager` puts the
 *    initiator's manager in their place, `approve` (default) keeps them;
 * 3. nobody left (and the initiator did not approve): `emptyApprover` autoPass passes the node, toAdmin
 *    asks the tenant admins, toPerson the resolved `emptyApproverId` (else the admins, else it passes);
 * 4. each approver through the active delegation records (original → actual kept), de-duplicated again so
 *    one user never holds two tasks at one node.
 */
export function planApprovers(node: WorkflowNode, answer: NodeAnswer, context: ApproverContext): ApproverPlan {
  let users = unique(answer.users.map((user) => user.userId));
  let origin: TaskOrigin = 'approver';
  let resolution: ApproverResolution | undefined;
  let initiatorApproved = false;
  const initiatorRule = node.initiatorIsApprover ?? 'approve';
  if (users.includes(context.initiatorId) && initiatorRule !== 'approve') {
    const manager = context.answers.managerChain[0]?.userId;
    if (initiatorRule === 'autoApprove') {
      initiatorApproved = true;
      resolution = 'initiatorApproved';
      users = users.filter((id) => id !== context.initiatorId);
    } else {
      resolution = 'initiatorManager';
      users = unique(users.flatMap((id) => (id === context.initiatorId ? (manager !== undefined ? [manager] : []) : [id])));
    }
  }
  if (users.length === 0 && !initiatorApproved) {
    const fallback = emptyApproverFallback(node, answer, context.answers);
    users = fallback.users;
    resolution = fallback.resolution;
    origin = fallback.resolution === 'toAdmin' ? 'emptyToAdmin' : fallback.resolution === 'toPerson' ? 'emptyToPerson' : origin;
  }
  const assignees: PlannedAssignee[] = [];
  for (const userId of users) {
    const delegated = resolveDelegation(userId, context.answers.delegations, context.processKey, context.at);
    if (assignees.some((planned) => planned.assigneeId === delegated.actualId)) continue;
    const chosenOrigin = resolution === 'initiatorManager' && userId === context.answers.managerChain[0]?.userId ? 'initiatorManager' : origin;
    assignees.push({
      assigneeId: delegated.actualId,
      originalAssigneeId: userId,
      ...(delegated.chain ? { delegationChain: delegated.chain } : {}),
      origin: chosenOrigin,
    });
  }
  return { assignees, initiatorApproved, ...(resolution !== undefined ? { resolution } : {}) };
}

function emptyApproverFallback(node: WorkflowNode, answer: NodeAnswer, answers: DirectoryAnswers): { users: string[]; resolution: ApproverResolution } {
  const admins = unique(answers.admins.map((admin) => admin.userId));
  if (node.emptyApprover === 'toPerson' && answer.emptyApprover !== undefined) return { users: [answer.emptyApprover.userId], resolution: 'toPerson' };
  // A named person who no longer exists falls back to the administrators, so the request is never stuck.
  if ((node.emptyApprover === 'toAdmin' || node.emptyApprover === 'toPerson') && admins.length > 0) return { users: admins, resolution: 'toAdmin' };
  return { users: [], resolution: 'autoPass' };
}

/** The tasks' mode at a node: admins forwarded an empty node act as "any one of them". */
export function effectiveMode(node: WorkflowNode, plan: ApproverPlan): 'sequential' | 'all' | 'any' | 'ratio' {
  if (plan.resolution === 'toAdmin') return 'any';
  return node.multiMode ?? 'sequential';
}
