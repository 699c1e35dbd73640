import type { DirectoryAnswers, DirectoryUser, NodeAnswer } from '@wharf/engine';
import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { Knex } from 'knex';
import { activeDelegations } from '../delegation/activeDelegations';
import { managerChain, namedUsers, tenantAdmins, usersByCodes, type CodeKind } from './directory';

/** Who the request is about: the initiator (relations and managers) and the users they picked for selfSelect nodes. */
export interface AnswerSubject {
  initiatorId: string;
  selfSelected: Readonly<Record<string, readonly string[]>>;
}

const needsManagers = (definition: WorkflowDefinition) => definition.nodes.some((node) => node.approverType === 'manager' || node.initiatorIsApprover === 'toManager');
// The engine turns to the administrators only for an empty node that forwards (toAdmin, or toPerson without the person).
const needsAdmins = (definition: WorkflowDefinition) => definition.nodes.some((node) => node.emptyApprover === 'toAdmin' || node.emptyApprover === 'toPerson');

/** The answers every transition gets: managers and administrators (when the definition can use them), delegations. No node yet. */
export async function baseAnswers(trx: Knex.Transaction, definition: WorkflowDefinition, subject: AnswerSubject, at: string): Promise<DirectoryAnswers> {
  return {
    nodes: {},
    managerChain: needsManagers(definition) ? await managerChain(trx, subject.initiatorId) : [],
    admins: needsAdmins(definition) ? await tenantAdmins(trx) : [],
    // Every record in force (the engine applies scope and follows chains through other delegators).
    delegations: await activeDelegations(trx, at),
  };
}

const approverCodeKinds: Partial<Record<NonNullable<WorkflowNode['approverType']>, CodeKind>> = {
  member: 'person', person: 'person', role: 'role', division: 'division', department: 'department', position: 'position', relation: 'relation',
};

async function firstPerson(trx: Knex.Transaction, username: string | undefined, initiatorId: string): Promise<DirectoryUser | undefined> {
  return username ? (await usersByCodes(trx, 'person', [username], initiatorId))[0] : undefined;
}

/** The users one approval or cc node names for this request (codes resolved in the tenant). */
async function nodeAnswer(trx: Knex.Transaction, node: WorkflowNode, subject: AnswerSubject, managers: readonly DirectoryUser[]): Promise<NodeAnswer> {
  let users: DirectoryUser[] = [];
  if (node.nodeType === 'cc') {
    users = await usersByCodes(trx, node.ccType === 'role' ? 'role' : 'person', node.ccIds ?? [], subject.initiatorId);
  } else if (node.approverType === 'manager') {
    const manager = managers[(node.managerLevel ?? 1) - 1];
    users = manager ? [manager] : [];
  } else if (node.approverType === 'selfSelect') {
    users = await namedUsers(trx, subject.selfSelected[node.nodeId] ?? []);
  } else if (node.approverType) {
    users = await usersByCodes(trx, approverCodeKinds[node.approverType]!, node.approverIds ?? [], subject.initiatorId);
  }
  const emptyApprover = node.emptyApprover === 'toPerson' ? await firstPerson(trx, node.emptyApproverId, subject.initiatorId) : undefined;
  const escalateTo = node.deadlineAction === 'escalate' ? await firstPerson(trx, node.escalateToId, subject.initiatorId) : undefined;
  return { users, ...(emptyApprover ? { emptyApprover } : {}), ...(escalateTo ? { escalateTo } : {}) };
}

/** `answers` with the named nodes resolved as well (the engine's `needs` answer, second phase). */
export async function withNodes(trx: Knex.Transaction, definition: WorkflowDefinition, answers: DirectoryAnswers, nodeIds: readonly string[], subject: AnswerSubject): Promise<DirectoryAnswers> {
  const nodes: Record<string, NodeAnswer> = { ...answers.nodes };
  // baseAnswers resolved the chain whenever the definition has a manager node.
  const managers = answers.managerChain;
  for (const nodeId of nodeIds) {
    const node = definition.nodes.find((candidate) => candidate.nodeId === nodeId);
    nodes[nodeId] = node ? await nodeAnswer(trx, node, subject, managers) : { users: [] };
  }
  return { ...answers, nodes };
}
