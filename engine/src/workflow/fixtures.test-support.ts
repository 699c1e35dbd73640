/** Definitions, answers and a runner for the workflow engine's tests. */
import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { expect } from 'vitest';
import { transition } from './transition';
import type { DirectoryAnswers, InstanceState, NodeAnswer, TransitionResult, WorkflowAction, WorkflowEffect, WorkflowEvent } from './types';

export const t0 = '2026-03-02T08:00:00.000Z';

/** t0 plus `hours`. */
export function later(hours: number): string {
  return new Date(Date.parse(t0) + hours * 3_600_000).toISOString();
}

/** An approval node with sensible defaults (person source, sequential, auto pass, back to the initiator). */
export function approval(nodeId: string, approverIds: string[], nextNodeId: string, extra: Partial<WorkflowNode> = {}): WorkflowNode {
  return {
    nodeId, nodeType: 'approval', name: `Node ${nodeId}`, nextNodeId, approverType: 'person', approverIds,
    multiMode: 'sequential', emptyApprover: 'autoPass', rejectMode: 'toInitiator', ...extra,
  };
}

/** start → the given nodes → end (the last given node must lead to 'end'). */
export function definition(first: string, nodes: WorkflowNode[], extra: Partial<WorkflowDefinition> = {}): WorkflowDefinition {
  return {
    schemaVersion: 1, processKey: 'expense', processName: 'Expense', businessType: 'finance', billType: 'expense',
    nodes: [{ nodeId: 'start', nodeType: 'start', name: 'Start', nextNodeId: first }, ...nodes, { nodeId: 'end', nodeType: 'end', name: 'End' }],
    ...extra,
  };
}

/** Answers that resolve every approval and cc node's codes as user ids (usernames = ids in tests). */
export function answersFor(def: WorkflowDefinition, extra: Partial<DirectoryAnswers> = {}): DirectoryAnswers {
  const nodes: Record<string, NodeAnswer> = {};
  for (const node of def.nodes) {
    if (node.nodeType !== 'approval' && node.nodeType !== 'cc') continue;
    const ids = node.nodeType === 'cc' ? node.ccIds ?? [] : node.approverIds ?? [];
    nodes[node.nodeId] = {
      users: ids.map((id) => ({ userId: id, name: id.toUpperCase() })),
      ...(node.emptyApproverId ? { emptyApprover: { userId: node.emptyApproverId, name: node.emptyApproverId } } : {}),
      ...(node.escalateToId ? { escalateTo: { userId: node.escalateToId, name: node.escalateToId } } : {}),
    };
  }
  return { nodes: { ...nodes, ...(extra.nodes ?? {}) }, managerChain: extra.managerChain ?? [], admins: extra.admins ?? [], delegations: extra.delegations ?? [] };
}

/** An instance under test: applies actions, keeps the event log, and exposes state and last effects. */
export class Run {
  state: InstanceState | undefined;
  effects: WorkflowEffect[] = [];
  readonly events: WorkflowEvent[] = [];
  clock = t0;

  constructor(public def: WorkflowDefinition, public answers: DirectoryAnswers = answersFor(def)) {}

  /** Tries an action; returns the raw result and keeps a done one. */
  try(action: WorkflowAction, at = this.clock, def = this.def): TransitionResult {
    const result = transition({ definition: def, state: this.state, action, at, answers: this.answers });
    if (result.kind === 'done') {
      this.state = result.state;
      this.effects = result.effects;
      this.events.push({ seq: this.events.length + 1, action, at, answers: this.answers });
    }
    return result;
  }

  /** Applies an action that must succeed. */
  do(action: WorkflowAction, at = this.clock, def = this.def): this {
    const result = this.try(action, at, def);
    if (result.kind !== 'done') expect.fail(`${action.type} was ${result.kind}: ${JSON.stringify(result)}`);
    return this;
  }

  /** Expects a refusal with this code and no change. */
  refused(action: WorkflowAction, code: string): void {
    const before = structuredClone(this.state);
    const result = this.try(action);
    expect(result).toMatchObject({ kind: 'refused', code });
    expect(this.state).toEqual(before);
  }

  start(data: Record<string, unknown> = {}, actorId = 'alice', extra: Partial<Extract<WorkflowAction, { type: 'start' }>> = {}): this {
    return this.do({ type: 'start', actorId, definitionVersion: 1, data, ...extra });
  }

  get s(): InstanceState {
    if (!this.state) throw new Error('not started');
    return this.state;
  }

  /** The pending tasks as `node:user` (taskNo order). */
  pending(): string[] {
    return this.s.tasks.filter((t) => t.status === 'pending').map((t) => `${t.nodeId}:${t.assigneeId}`);
  }

  /** The task number of the pending task of this user. */
  taskOf(userId: string): number {
    const task = this.s.tasks.find((t) => t.status === 'pending' && t.assigneeId === userId);
    if (!task) throw new Error(`no pending task for ${userId}: ${JSON.stringify(this.pending())}`);
    return task.taskNo;
  }

  approve(userId: string, extra: Partial<Extract<WorkflowAction, { type: 'approve' }>> = {}): this {
    return this.do({ type: 'approve', actorId: userId, taskNo: this.taskOf(userId), ...extra });
  }

  reject(userId: string, target?: string): this {
    return this.do({ type: 'reject', actorId: userId, taskNo: this.taskOf(userId), ...(target !== undefined ? { target } : {}) });
  }

  effectsOf<T extends WorkflowEffect['type']>(type: T): Array<Extract<WorkflowEffect, { type: T }>> {
    return this.effects.filter((e): e is Extract<WorkflowEffect, { type: T }> => e.type === type);
  }
}
