import type { WorkflowDefinition } from '@wharf/schemas';

/**
 * The workflow API's answers (`/api/bpm`, issue 16) as the pages read them. The server documents
 * them in `@wharf/schemas` `src/api/workflowResults.ts` and `workflowExtrasResults.ts`; the page
 * tests' fakes are checked against those, so these types follow the documented shapes.
 */

/** A page of records (`{ records, total, current, size, pages }`). */
export interface BpmPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export type TemplateStatus = 'design' | 'active' | 'suspended';

/** A template (`GET template/list` rows; spec §3 old template: group, name, key, version, status). */
export interface TemplateRow {
  id: string;
  processKey: string;
  processName: string;
  group: string | null;
  businessType: string | null;
  billType: string | null;
  formCode: string | null;
  /** The published version, null before the first publish. */
  version: number | null;
  /** The version being designed (published or not). */
  headVersion: number;
  status: TemplateStatus;
  enabled: boolean;
  runningCount: number;
  updateTime: string;
}

/** How many running requests wait at one node of one version. */
export interface RunningAtNode {
  version: number;
  nodeId: string | null;
  nodeName: string | null;
  count: number;
}

/** `POST template/{processKey}/publish`: the template and where running requests wait. */
export interface TemplatePublished {
  template: TemplateRow;
  runningByNode: RunningAtNode[];
}

export type InstanceStatus = 'active' | 'suspended' | 'completed';
export type InstanceOutcome = 'approved' | 'withdrawn' | 'rejected';

/** A task in the to-do and done lists and the instance detail (spec §3 task fields). */
export interface TaskRow {
  id: string;
  instanceId: string;
  taskNo: number;
  processKey: string;
  /** The process's name in the definition version the request runs on. */
  processName: string;
  nodeId: string;
  taskTitle: string;
  taskName: string;
  taskType: 'approve' | 'resubmit';
  status: string;
  assigneeId: string | null;
  assigneeName: string | null;
  originalAssigneeName: string | null;
  fromUserName: string | null;
  initiatorName: string | null;
  sendTimeString: string;
  dueDateString: string | null;
  endTimeString: string | null;
  comment: string | null;
  formCode: string | null;
  dataId: string | null;
  instanceStatus: string;
}

/** A copy of a request sent to the user (`GET task/cc` rows). */
export interface CcRow {
  id: string;
  instanceId: string;
  processKey: string;
  processName: string;
  nodeId: string;
  taskTitle: string;
  taskName: string;
  fromUserName: string | null;
  sendTimeString: string;
  isRead: boolean;
  readTimeString: string | null;
  formCode: string | null;
  dataId: string | null;
  instanceStatus: string;
}

/** A request (`GET instance/list` rows). */
export interface InstanceRow {
  id: string;
  processKey: string;
  processName: string;
  title: string;
  formCode: string | null;
  dataId: string | null;
  status: InstanceStatus;
  outcome: InstanceOutcome | null;
  businessStatus: string | null;
  currentNodeId: string | null;
  currentNodeName: string | null;
  initiatorId: string;
  initiatorName: string | null;
  definitionVersion: number;
  startTime: string;
  endTime: string | null;
}

/** One line of a request's history timeline. */
export interface HistoryEntry {
  seq: number;
  action: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  taskNo: number | null;
  nodeId: string | null;
  nodeName: string | null;
  comment: string | null;
  /** reject: where it went; transfer/delegate: to whom; addSigner: before|after. */
  detail: string | null;
}

/** A place a reject may send the request: `target` is what the reject sends ('initiator', 'previous' or a node id), `nodeId` where it goes. */
export interface RejectTargetOption {
  target: string;
  nodeId: string;
  name: string;
}

/** `GET instance/{id}`: state, history timeline, variables, tasks and the definition version it runs on. */
export interface InstanceDetail extends InstanceRow {
  variables: Array<{ varName: string; varValue: unknown; varType: string }>;
  history: HistoryEntry[];
  /** The nodes the request passed, in order (where a reject may send it back). */
  trail: Array<{ at: string; nodeId: string; what: string }>;
  tasks: TaskRow[];
  openTasks: TaskRow[];
  /** The caller's own open tasks on it (what the handling page acts on). */
  myTaskIds: string[];
  /** For each of the caller's pending approval tasks, exactly where the server accepts a reject (the first is the default). */
  rejectTargets: Array<{ taskId: string; targets: RejectTargetOption[] }>;
  canWithdraw: boolean;
  definition: WorkflowDefinition;
}

/** One approver of a previewed node, and whom a delegation replaced. */
export interface PreviewApprover {
  userId: string;
  name: string;
  originalUserId?: string;
  originalName?: string;
}

/** One node a request will pass, in order (`POST instance/preview` steps). */
export interface PreviewStep {
  nodeId: string;
  nodeType: 'start' | 'approval' | 'condition' | 'cc' | 'end';
  name: string;
  approvers: PreviewApprover[];
  multiMode?: string;
  /** How a node without its own approvers resolves: passed, forwarded, or the initiator's rule. */
  resolution?: string;
  /** Condition node: the branch taken. */
  branch?: string;
  /** An approval node whose approvers the initiator picks at start (`selfSelected` of the start). */
  selfSelect?: true;
}

/** The active template a form starts (`GET binding/template`). */
export interface BoundTemplate {
  processKey: string;
  processName: string;
  definitionId: string;
  version: number;
  formCode: string | null;
  businessType: string | null;
  billType: string | null;
}

/** A delegation (spec §3 delegate: delegateBailee, delegateResource) with its users' names. */
export interface Delegation {
  id: string;
  delegatorId: string;
  delegatorName: string | null;
  delegateBailee: string;
  delegateBaileeName: string | null;
  /** 'all' or the process keys it covers. */
  delegateResource: 'all' | string[];
  start: string;
  end: string;
  isActive: boolean;
  createTime: string;
}

/** The top-10 lists of process analytics (spec §9), as `GET analytics/top?list=` names them. */
export const analyticsLists = ['mostStarted', 'slowestNodes', 'mostOverdueApprovers', 'mostRejected', 'longestRunning'] as const;
export type AnalyticsList = (typeof analyticsLists)[number];

/** One entry of a top-10 list: what it is, its figure in its unit, and its process when it has one. */
export interface AnalyticsEntry {
  key: string;
  name: string;
  value: number;
  unit: 'instances' | 'hours' | 'tasks' | 'rejections';
  processKey: string | null;
}

/** A user one may hand a task to. */
export interface UserOption {
  userId: string;
  name: string;
}
