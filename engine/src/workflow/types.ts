/**
 * The workflow engine's data: an instance's state, the actions that move it, the effects the server
 * performs (in the same transaction as the state write: an outbox), and the directory answers the
 * server resolves for the engine. All plain JSON, so state and event log are stored as jsonb and an
 * instance's state is the fold of its event log (`replay`).
 */
import type { WorkflowDefinition } from '@wharf/schemas';

/** A user as the server resolved them from the tenant's directory (codes → users). */
export interface DirectoryUser {
  userId: string;
  name: string;
}

/**
 * One active delegation record (bpm_delegate): while `at` lies in [start, end], tasks computed for
 * `fromUserId` in the scoped processes go to `toUserId`. `start`/`end` are ISO date-times.
 */
export interface Delegation {
  fromUserId: string;
  toUserId: string;
  /** 'all' processes, or only these process keys. */
  processKeys: readonly string[] | 'all';
  start: string;
  end: string;
  /** The delegate's name, for the path preview (optional). */
  toName?: string;
}

/** What the server resolved for one node of the definition. */
export interface NodeAnswer {
  /** Approval node: the users its approver source names; cc node: the users it copies. In definition order. */
  users: readonly DirectoryUser[];
  /** The user `emptyApproverId` names (emptyApprover toPerson), when that user exists. */
  emptyApprover?: DirectoryUser;
  /** The user `escalateToId` names (deadlineAction escalate), when that user exists. */
  escalateTo?: DirectoryUser;
}

/**
 * The directory facts a transition may need. The engine never reads the directory itself; when the
 * answers lack a node it may enter, `transition` answers `{ kind: 'needs', nodes }` and the server
 * calls again with those nodes resolved (two-phase). The answers used are stored with the event.
 */
export interface DirectoryAnswers {
  /** Per node id: the resolved users of that approval or cc node. */
  nodes: Readonly<Record<string, NodeAnswer>>;
  /** The initiator's managers, nearest first (initiatorIsApprover toManager uses the first). */
  managerChain: readonly DirectoryUser[];
  /** The tenant administrators (emptyApprover toAdmin, and the last fallback). */
  admins: readonly DirectoryUser[];
  /** The delegation records active at the time of the action (the engine checks dates and scope again). */
  delegations: readonly Delegation[];
}

/** The instance lifecycle of the specification (§3). */
export type InstanceStatus = 'active' | 'suspended' | 'completed';

/** How a completed instance ended. */
export type InstanceOutcome = 'approved' | 'withdrawn' | 'rejected';

/** The business record's approval status the server writes on the form data. */
export type BusinessStatus = 'draft' | 'approving' | 'approved' | 'returned' | 'withdrawn' | 'rejected';

/**
 * A task's status. Open: pending (actionable) and waiting (sequential or add-signer turn not yet come).
 * Closed: approved, rejected, cancelled (node left by others / return / withdraw), transferred, delegated.
 */
export type TaskStatus = 'pending' | 'waiting' | 'approved' | 'rejected' | 'cancelled' | 'transferred' | 'delegated';

/** An approval task, or the initiator's resubmit task at the start node after a return. */
export type TaskKind = 'approve' | 'resubmit';

/** Why a task exists beyond the node's approver source (audit). */
export type TaskOrigin = 'approver' | 'emptyToAdmin' | 'emptyToPerson' | 'initiatorManager' | 'initiatorAutoApproved' | 'transfer' | 'delegate' | 'addSignerBefore' | 'addSignerAfter' | 'escalate' | 'returned';

/** One task of an instance. `taskNo` counts from 1 inside the instance so replay is deterministic. */
export interface TaskState {
  taskNo: number;
  nodeId: string;
  /** Which entry into the node the task belongs to (a node entered again after a return gets a new visit). */
  visit: number;
  kind: TaskKind;
  status: TaskStatus;
  /** Who acts on it now. */
  assigneeId: string;
  /** The approver the node's source computed, before delegation records applied (audit original → actual). */
  originalAssigneeId: string;
  /** The delegation chain from the original to the assignee when delegation records applied (original first). */
  delegationChain?: string[];
  /** The user who transferred or delegated the task here. */
  fromUserId?: string;
  origin: TaskOrigin;
  /** A waiting task becomes pending when this task is approved (sequential mode, add signer). */
  waitsFor?: number;
  createdAt: string;
  dueAt?: string;
  endedAt?: string;
  comment?: string;
}

/** One line of the instance's own trail (what happened at nodes without a person acting). */
export interface TrailEntry {
  at: string;
  nodeId: string;
  what: 'entered' | 'branch' | 'autoPassed' | 'initiatorApproved' | 'emptyToAdmin' | 'emptyToPerson' | 'cc' | 'returned' | 'completed';
  /** The branch name (branch), the users (cc), the node returned from (returned). */
  detail?: string | string[];
}

/** The state of one instance: the fold of its event log. */
export interface InstanceState {
  processKey: string;
  definitionVersion: number;
  initiatorId: string;
  status: InstanceStatus;
  outcome?: InstanceOutcome;
  businessStatus: BusinessStatus;
  /** The form data conditions read (latest saved). */
  data: Record<string, unknown>;
  variables: Record<string, unknown>;
  /** The node the instance waits at (an approval node, or the start node for a resubmit); none when completed. */
  currentNodeId?: string;
  /** The current entry number into currentNodeId (tasks of this visit are the node's live tasks). */
  currentVisit: number;
  /** The approval nodes on the current route, in order (return targets 'previous' and any visited node). */
  route: string[];
  /** The node that returned the request to the initiator (resubmitToReturner). */
  returnedFrom?: string;
  /** Users chosen by the initiator for selfSelect nodes, by node id. */
  selfSelected: Record<string, string[]>;
  /** Whether an approver approved or rejected since the last submit (withdraw is allowed until then). */
  approverActed: boolean;
  tasks: TaskState[];
  nextTaskNo: number;
  visits: number;
  trail: TrailEntry[];
  startedAt: string;
  endedAt?: string;
  /** How many events were applied. */
  seq: number;
}

/** Where a rejection sends the request: the initiator, the previous approval node, or a visited node id. */
export type RejectTarget = 'initiator' | 'previous' | (string & {});

/** What a person (or a timer) does. `actorId` is the acting user (the server checks access; the engine checks task rules). */
export type WorkflowAction =
  | { type: 'start'; actorId: string; definitionVersion: number; data: Record<string, unknown>; variables?: Record<string, unknown>; selfSelected?: Record<string, string[]> }
  | { type: 'approve'; actorId: string; taskNo: number; comment?: string; data?: Record<string, unknown> }
  | { type: 'reject'; actorId: string; taskNo: number; target?: RejectTarget; comment?: string }
  | { type: 'resubmit'; actorId: string; taskNo: number; comment?: string; data?: Record<string, unknown> }
  | { type: 'withdraw'; actorId: string; comment?: string }
  | { type: 'transfer'; actorId: string; taskNo: number; toUserId: string; comment?: string }
  | { type: 'delegate'; actorId: string; taskNo: number; toUserId: string; comment?: string }
  | { type: 'addSigner'; actorId: string; taskNo: number; position: 'before' | 'after'; userIds: string[]; comment?: string }
  | { type: 'urge'; actorId: string; taskNo?: number }
  | { type: 'suspend'; actorId: string }
  | { type: 'resume'; actorId: string }
  | { type: 'deadline'; taskNo: number }
  | { type: 'migrate'; actorId: string; toVersion: number; nodeMap: Record<string, string> };

/** The kinds of action. */
export type WorkflowActionType = WorkflowAction['type'];

/** Why people are notified. */
export type NotifyWhat = 'task' | 'urge' | 'remind' | 'returned' | 'approved' | 'withdrawn' | 'rejected' | 'escalated';

/**
 * What the server must do, in the same transaction as writing the new state (outbox).
 * `createTask` carries the whole row (an auto-approved initiator task is created already closed);
 * `updateTask` changes an open task (waiting ↔ pending, due time, node after a migration; a task set
 * waiting has no due time until it is pending again);
 * `armTimer` (re)schedules the deadline job of a task and sets its due time; `cancelTimer` removes it.
 */
export type WorkflowEffect =
  | { type: 'createTask'; task: TaskState }
  | { type: 'updateTask'; taskNo: number; status?: 'pending' | 'waiting'; dueAt?: string; nodeId?: string }
  | { type: 'closeTask'; taskNo: number; status: Exclude<TaskStatus, 'pending' | 'waiting'>; comment?: string }
  | { type: 'notify'; userIds: string[]; what: NotifyWhat; taskNo?: number; nodeId?: string }
  | { type: 'cc'; nodeId: string; userIds: string[] }
  | { type: 'armTimer'; taskNo: number; dueAt: string }
  | { type: 'cancelTimer'; taskNo: number }
  | { type: 'businessStatus'; status: BusinessStatus };

/** The input of one transition. `at` is the clock (ISO date-time); `state` is undefined only for start. */
export interface TransitionInput {
  definition: WorkflowDefinition;
  state: InstanceState | undefined;
  action: WorkflowAction;
  at: string;
  answers: DirectoryAnswers;
}

/** A transition's answer: more directory answers needed, refused (nothing changes), or done. */
export type TransitionResult =
  | { kind: 'needs'; nodes: string[] }
  | { kind: 'refused'; code: string; args?: Array<string | number> }
  | { kind: 'done'; state: InstanceState; effects: WorkflowEffect[] };

/** One row of an instance's event log (bpm_event): the action, its clock and the answers it used. */
export interface WorkflowEvent {
  seq: number;
  action: WorkflowAction;
  at: string;
  answers: DirectoryAnswers;
}

/** One problem a publish check found; `path` names the node (`/nodes/3`), `args[0]` its node id. */
export interface WorkflowIssue {
  path: string;
  code: string;
  args?: Array<string | number>;
}

/** One approver of a previewed node: who will act, and whom delegation replaced. */
export interface PreviewApprover {
  userId: string;
  name: string;
  /** Set when a delegation record hands the original approver's task to this user. */
  originalUserId?: string;
  originalName?: string;
}

/** One node the request will pass, in order. */
export interface PreviewStep {
  nodeId: string;
  nodeType: 'start' | 'approval' | 'condition' | 'cc' | 'end';
  name: string;
  /** Approval: who approves (after delegation and empty-approver fallbacks); cc: who is copied. */
  approvers: PreviewApprover[];
  multiMode?: 'sequential' | 'all' | 'any' | 'ratio';
  /** How the node resolves without its own approvers: passed automatically, forwarded, or the initiator approves. */
  resolution?: 'autoPass' | 'toAdmin' | 'toPerson' | 'initiatorApproved' | 'initiatorManager';
  /** Condition node: the branch taken. */
  branch?: string;
}

/** The answer of `previewPath`: the route, directory answers still needed, or why no route exists. */
export type PreviewResult =
  | { kind: 'path'; steps: PreviewStep[] }
  | { kind: 'needs'; nodes: string[] }
  | { kind: 'refused'; code: string; args?: Array<string | number> };

/** The per-field permission of a node (definition `fieldPermissions`). */
export type FieldPermission = 'editable' | 'readOnly' | 'hidden';
