import type { ApiResult, WorkflowDefinition } from '@wharf/schemas';

/**
 * The workflow API's answers (`/api/bpm`, issue 16) as the pages read them. Each type is taken from the
 * documented result schemas (`@wharf/schemas` `src/api/workflowResults.ts`, `workflowExtrasResults.ts`)
 * through the generated `ApiResult`, so a schema change shows up here at compile time. Only what those
 * schemas do not describe is written by hand below, each with the reason.
 */

/** A page of records (`{ records, total, current, size, pages }`): the paging fields of the documented lists, over any row. */
export type BpmPage<T> = Omit<ApiResult<'GET /api/bpm/task/todo'>, 'records'> & { records: T[] };

/** A template (`GET template/list` rows; spec §3 old template: group, name, key, version, status). */
export type TemplateRow = ApiResult<'GET /api/bpm/template/list'>['records'][number];

export type TemplateStatus = TemplateRow['status'];

/** `POST template/{processKey}/publish`: the template and where running requests wait. */
export type TemplatePublished = ApiResult<'POST /api/bpm/template/{processKey}/publish'>;

/** How many running requests wait at one node of one version. */
export type RunningAtNode = TemplatePublished['runningByNode'][number];

/** A request (`GET instance/list` rows). */
export type InstanceRow = ApiResult<'GET /api/bpm/instance/list'>['records'][number];

export type InstanceStatus = InstanceRow['status'];
export type InstanceOutcome = NonNullable<InstanceRow['outcome']>;

/** A task in the to-do and done lists and the instance detail (spec §3 task fields). */
export type TaskRow = ApiResult<'GET /api/bpm/task/todo'>['records'][number];

/** A copy of a request sent to the user (`GET task/cc` rows). */
export type CcRow = ApiResult<'GET /api/bpm/task/cc'>['records'][number];

type InstanceDetailAnswer = ApiResult<'GET /api/bpm/instance/{id}'>;

/** One line of a request's history timeline (`detail` — reject: where it went; transfer/delegate: to whom; addSigner: before|after). */
export type HistoryEntry = InstanceDetailAnswer['history'][number];

/** A place a reject may send the request: `target` is what the reject sends ('initiator', 'previous' or a node id), `nodeId` where it goes. */
export type RejectTargetOption = InstanceDetailAnswer['rejectTargets'][number]['targets'][number];

/**
 * `GET instance/{id}`: state, history timeline, variables, tasks and the definition version it runs on.
 * The result schema leaves `definition` an open object (the definition has its own schema, checked when it
 * is saved), so the one field the flow page draws from is typed here as the stored `WorkflowDefinition`.
 */
export type InstanceDetail = Omit<InstanceDetailAnswer, 'definition'> & { definition: WorkflowDefinition };

/** One node a request will pass, in order (`POST instance/preview` steps). */
export type PreviewStep = ApiResult<'POST /api/bpm/instance/preview'>['steps'][number];

/** One approver of a previewed node, and whom a delegation replaced. */
export type PreviewApprover = PreviewStep['approvers'][number];

/** The active template a form starts (`GET binding/template`). */
export type BoundTemplate = ApiResult<'GET /api/bpm/binding/template'>;

/** Whether the caller may start a form's bound template now, with the template when they may (`GET binding/startOffer`). */
export type StartOffer = ApiResult<'GET /api/bpm/binding/startOffer'>;

/** A delegation (spec §3 delegate: delegateBailee, delegateResource) with its users' names. */
export type Delegation = ApiResult<'GET /api/bpm/delegate/list'>['records'][number];

type AnalyticsAnswer = ApiResult<'GET /api/bpm/analytics/top'>;

/** A top-10 list of process analytics (spec §9), as `GET analytics/top?list=` names it. */
export type AnalyticsList = AnalyticsAnswer['list'];

/** The top-10 lists in the order the analytics page shows them (a value the page iterates, so written out; `satisfies` keeps it to the documented names). */
export const analyticsLists = ['mostStarted', 'slowestNodes', 'mostOverdueApprovers', 'mostRejected', 'longestRunning'] as const satisfies readonly AnalyticsList[];

/** One entry of a top-10 list: what it is, its figure in its unit, and its process when it has one. */
export type AnalyticsEntry = AnalyticsAnswer['records'][number];

/**
 * A user one may hand a task to, as the pickers show it. Hand-written: it is not an answer of the API but
 * the web's own mapping of `GET users` (`id`, `username`, `realname`, `departName`) to a value and a label.
 */
export interface UserOption {
  userId: string;
  name: string;
}
