import { pageSchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableDateTime, nullableInteger, nullableText, nullableUuid, record, text, uuid } from './fields';

/** The approval workflow's answers (`/api/bpm`, issue 16), as the server answers them. */

const templateStatus = { enum: ['design', 'active', 'suspended'] } as const;
const instanceStatus = { enum: ['active', 'suspended', 'completed'] } as const;
const nullableOutcome = { anyOf: [{ enum: ['approved', 'withdrawn', 'rejected'] }, { type: 'null' }] } as const;
const anyObject = { type: 'object' } as const;

/** A workflow template (`GET /api/bpm/template/list` rows, the lifecycle routes' answers). */
export const workflowTemplateSchema: ApiSchema = record({
  id: uuid, processKey: text, processName: text, group: nullableText, businessType: nullableText, billType: nullableText, formCode: nullableText,
  version: nullableInteger, headVersion: integer, status: templateStatus, enabled: flag, runningCount: integer, updateTime: dateTime,
});
/** `GET /api/bpm/template/list`. */
export const workflowTemplatePageSchema: ApiSchema = pageSchema(workflowTemplateSchema);
/** Running requests per version and node. */
const runningAtNodeSchema = record({ version: integer, nodeId: nullableText, nodeName: nullableText, count: integer });
/** `POST /api/bpm/template/{processKey}/publish`: the template and where running requests wait. */
export const workflowPublishedSchema: ApiSchema = record({ template: workflowTemplateSchema, runningByNode: { type: 'array', items: runningAtNodeSchema } });
/** `POST /api/bpm/template/{processKey}/migrate`. */
export const workflowMigratedSchema: ApiSchema = record({ migrated: integer, template: workflowTemplateSchema, runningByNode: { type: 'array', items: runningAtNodeSchema } });

/** One approver of a previewed node. */
const previewApproverSchema = record({ userId: uuid, name: text, originalUserId: uuid, originalName: text }, ['originalUserId', 'originalName']);
/** `POST /api/bpm/instance/preview`: the route and who approves at each node. */
export const workflowPreviewSchema: ApiSchema = record({
  steps: {
    type: 'array',
    items: record(
      { nodeId: text, nodeType: { enum: ['start', 'approval', 'condition', 'cc', 'end'] }, name: text, approvers: { type: 'array', items: previewApproverSchema }, multiMode: text, resolution: text, branch: text, selfSelect: { const: true } },
      ['multiMode', 'resolution', 'branch', 'selfSelect'],
    ),
  },
});
/** `POST /api/bpm/instance/start`. */
export const workflowStartedSchema: ApiSchema = record({ instanceId: uuid, status: instanceStatus, currentNodeId: nullableText });

const instanceFields = {
  id: uuid, processKey: text, processName: text, title: text, formCode: nullableText, dataId: nullableText, status: instanceStatus, outcome: nullableOutcome,
  businessStatus: nullableText, currentNodeId: nullableText, currentNodeName: nullableText, initiatorId: uuid, initiatorName: nullableText,
  definitionVersion: integer, startTime: dateTime, endTime: nullableDateTime,
};
/** An instance in `GET /api/bpm/instance/list`. */
export const workflowInstanceSchema: ApiSchema = record(instanceFields);
/** `GET /api/bpm/instance/list`. */
export const workflowInstancePageSchema: ApiSchema = pageSchema(workflowInstanceSchema);

/** A task (spec §3 fields) in the to-do and done lists and the instance detail. */
export const workflowTaskSchema: ApiSchema = record({
  id: uuid, instanceId: uuid, taskNo: integer, processKey: text, processName: text, nodeId: text, taskTitle: text, taskName: text, taskType: { enum: ['approve', 'resubmit'] },
  status: text, assigneeId: nullableUuid, assigneeName: nullableText, originalAssigneeName: nullableText, fromUserName: nullableText, initiatorName: nullableText,
  sendTimeString: text, dueDateString: nullableText, endTimeString: nullableText, comment: nullableText, formCode: nullableText, dataId: nullableText, instanceStatus: text,
});
/** `GET /api/bpm/task/todo`, `GET /api/bpm/task/done`. */
export const workflowTaskPageSchema: ApiSchema = pageSchema(workflowTaskSchema);
/** A copy of a request (`GET /api/bpm/task/cc` rows). */
export const workflowCcSchema: ApiSchema = record({
  id: uuid, instanceId: uuid, processKey: text, processName: text, nodeId: text, taskTitle: text, taskName: text, fromUserName: nullableText, sendTimeString: text,
  isRead: flag, readTimeString: nullableText, formCode: nullableText, dataId: nullableText, instanceStatus: text,
});
/** `GET /api/bpm/task/cc`. */
export const workflowCcPageSchema: ApiSchema = pageSchema(workflowCcSchema);

const historyEntrySchema = record({
  seq: integer, action: text, at: dateTime, actorId: nullableUuid, actorName: nullableText, taskNo: nullableInteger, nodeId: nullableText, nodeName: nullableText,
  comment: nullableText, detail: nullableText,
});
/** Where a reject of one of the caller's open approval tasks may send the request (the engine's `rejectTargets`; the first is the default). */
const rejectTargetsOfTaskSchema = record({
  taskId: uuid,
  targets: { type: 'array', items: record({ target: text, nodeId: text, name: text }) },
});
/** `GET /api/bpm/instance/{id}`: state, history timeline, variables, tasks, the definition version it runs on. */
export const workflowInstanceDetailSchema: ApiSchema = record({
  ...instanceFields,
  variables: { type: 'array', items: record({ varName: text, varValue: {}, varType: text }) },
  history: { type: 'array', items: historyEntrySchema },
  trail: { type: 'array', items: record({ at: dateTime, nodeId: text, what: text }) },
  tasks: { type: 'array', items: workflowTaskSchema },
  openTasks: { type: 'array', items: workflowTaskSchema },
  myTaskIds: { type: 'array', items: uuid },
  rejectTargets: { type: 'array', items: rejectTargetsOfTaskSchema },
  canWithdraw: flag,
  definition: anyObject,
});
/** `POST /api/bpm/instance/{id}/suspend|resume|withdraw`. */
export const workflowInstanceActedSchema: ApiSchema = record({ id: uuid, status: instanceStatus, outcome: nullableOutcome });
/** `POST /api/bpm/task/{id}/approve|reject|delegate|transfer|addSigner|urge`: the request after the action. */
export const workflowTaskActedSchema: ApiSchema = record({ instanceId: uuid, status: instanceStatus, currentNodeId: nullableText });
/** `POST /api/bpm/task/{id}/read`. */
export const workflowCcReadSchema: ApiSchema = record({ id: uuid, isRead: flag, readTimeString: text });
/** `POST /api/bpm/task/batchApprove`. */
export const workflowBatchApprovedSchema: ApiSchema = record({ approved: integer, instanceIds: { type: 'array', items: uuid } });

/** `GET /api/bpm/users?keyword=`: active users of the tenant a workflow picker offers (20 at most). */
export const workflowUserChoicesSchema: ApiSchema = {
  type: 'array',
  maxItems: 20,
  items: record({ id: uuid, username: text, realname: nullableText, departName: nullableText }),
};
