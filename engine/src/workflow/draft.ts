import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { addHours, nodesById, reachableDirectoryNodes } from './graph';
import type { DirectoryAnswers, InstanceState, NodeAnswer, TaskState, WorkflowEffect } from './types';

/**
 * Stops a transition: refused (a `workflow/…` code, nothing changes) or needs (directory answers for
 * these nodes). Thrown deep inside the walk and caught only by `transition`, which turns it into a result.
 */
export class WorkflowStop {
  constructor(
    readonly result: { kind: 'refused'; code: string; args?: Array<string | number> } | { kind: 'needs'; nodes: string[] },
  ) {}
}

/** Throws a refusal. */
export function refuse(code: string, args?: Array<string | number>): never {
  throw new WorkflowStop(args ? { kind: 'refused', code, args } : { kind: 'refused', code });
}

/** The working copy of one transition: a cloned state to change, and the effects collected so far. */
export class Draft {
  readonly byId: Map<string, WorkflowNode>;
  readonly effects: WorkflowEffect[] = [];

  constructor(
    readonly definition: WorkflowDefinition,
    readonly state: InstanceState,
    readonly at: string,
    readonly answers: DirectoryAnswers,
  ) {
    this.byId = nodesById(definition);
  }

  /** The node with this id, or a `workflow/no-transition` refusal (a definition the state does not fit). */
  node(nodeId: string): WorkflowNode {
    const node = this.byId.get(nodeId);
    if (!node) refuse('workflow/no-transition', [nodeId]);
    return node;
  }

  /** The server's answer for a node; when missing, asks for it and every node reachable after it. */
  answerFor(nodeId: string): NodeAnswer {
    const answer = this.answers.nodes[nodeId];
    if (answer !== undefined) return answer;
    const missing = reachableDirectoryNodes(this.definition, nodeId).filter((id) => this.answers.nodes[id] === undefined);
    throw new WorkflowStop({ kind: 'needs', nodes: missing.length > 0 ? missing : [nodeId] });
  }

  /** Adds an effect for the server to perform. */
  emit(effect: WorkflowEffect): void {
    this.effects.push(effect);
  }

  /** Adds a task (numbered next) to the state and emits its creation. */
  addTask(task: Omit<TaskState, 'taskNo' | 'createdAt'>): TaskState {
    const created: TaskState = { taskNo: this.state.nextTaskNo, createdAt: this.at, ...task };
    this.state.nextTaskNo += 1;
    this.state.tasks.push(created);
    this.emit({ type: 'createTask', task: { ...created } });
    return created;
  }

  /** The task with this number, if the instance has one. */
  task(taskNo: number): TaskState | undefined {
    return this.state.tasks.find((task) => task.taskNo === taskNo);
  }

  /** The open (pending or waiting) tasks of the node's current visit. */
  openTasksHere(): TaskState[] {
    return this.state.tasks.filter((task) => task.visit === this.state.currentVisit && (task.status === 'pending' || task.status === 'waiting'));
  }

  /** Closes a task and removes its timer. */
  closeTask(task: TaskState, status: 'approved' | 'rejected' | 'cancelled' | 'transferred' | 'delegated', comment?: string): void {
    const hadTimer = task.status === 'pending' && task.dueAt !== undefined;
    task.status = status;
    task.endedAt = this.at;
    if (comment !== undefined) task.comment = comment;
    this.emit(comment !== undefined ? { type: 'closeTask', taskNo: task.taskNo, status, comment } : { type: 'closeTask', taskNo: task.taskNo, status });
    if (hadTimer) this.emit({ type: 'cancelTimer', taskNo: task.taskNo });
  }

  /** Cancels every open task of the current visit (a node left by others, a return, a withdrawal). */
  cancelOpenTasks(): TaskState[] {
    const open = this.openTasksHere();
    for (const task of open) this.closeTask(task, 'cancelled');
    return open;
  }

  /** The due time of a task made pending now at a node with this deadline (0 or unset: none). */
  dueAt(deadlineHours: number | undefined): string | undefined {
    return deadlineHours !== undefined && deadlineHours > 0 ? addHours(this.at, deadlineHours) : undefined;
  }

  /** Turns a waiting task pending: due after the node's deadline, timer armed, assignee told. */
  activate(task: TaskState, deadlineHours: number | undefined): void {
    task.status = 'pending';
    const due = this.dueAt(deadlineHours);
    if (due !== undefined) task.dueAt = due;
    this.emit(due !== undefined ? { type: 'updateTask', taskNo: task.taskNo, status: 'pending', dueAt: due } : { type: 'updateTask', taskNo: task.taskNo, status: 'pending' });
    this.announce(task);
  }

  /** Emits the timer and the notice of a task that just became pending (a new task, or an escalated one). */
  announce(task: TaskState, what: 'task' | 'escalated' = 'task'): void {
    if (task.dueAt !== undefined) this.emit({ type: 'armTimer', taskNo: task.taskNo, dueAt: task.dueAt });
    this.emit({ type: 'notify', userIds: [task.assigneeId], what, taskNo: task.taskNo, nodeId: task.nodeId });
  }
}
