import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import type { AnalyticsList, BoundTemplate, BpmPage, CcRow, Delegation, InstanceDetail, InstanceRow, InstanceStatus, StartOffer, TaskRow, TemplatePublished, TemplateRow, TemplateStatus, UserOption } from './bpmTypes';
import { unwrap } from './eformResult';

/** Paging and the filters every workflow list takes (spec §5: filter by process and title). */
export interface BpmListQuery {
  pageNo: number;
  pageSize: number;
  processKey?: string;
  title?: string;
}

export type TemplateAction = 'publish' | 'enable' | 'disable' | 'suspend' | 'activate';
export type RejectTarget = 'initiator' | 'previous' | (string & {});

/** The payload of a delegation (add or edit). */
export interface DelegationInput {
  delegateBailee: string;
  delegateResource: 'all' | string[];
  start: string;
  end: string;
}

/** What a task action answers: the request after it. */
export interface TaskActed {
  instanceId: string;
  status: InstanceStatus;
  currentNodeId: string | null;
}

const segment = encodeURIComponent;

/** Drops empty filters, so the server's query schema sees only what the user set. */
function withoutBlanks<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as T;
}

/** How a picker shows a user: name (username) · department. */
function userLabel(user: { username: string; realname: string | null; departName: string | null }): string {
  const name = user.realname ? `${user.realname} (${user.username})` : user.username;
  return user.departName ? `${name} · ${user.departName}` : name;
}

/** The workflow calls (issue 16 "API", prefix `/api/bpm`): templates, binding, instances, tasks, delegation, analytics. */
export function createBpmApi(http: HttpClient) {
  const post = <T>(path: string, body: unknown = {}) => unwrap(http.post<T>(`/bpm/${path}`, body));
  const get = <T>(path: string, query: object = {}) => unwrap(http.get<T>(`/bpm/${path}`, withoutBlanks(query) as Record<string, string | number | boolean>));
  return {
    templates: {
      list: (query: { pageNo: number; pageSize: number; keyword?: string; status?: TemplateStatus }) => get<BpmPage<TemplateRow>>('template/list', query),
      /** Publish answers where running requests wait; the other lifecycle actions answer the template. */
      publish: (processKey: string) => post<TemplatePublished>(`template/${segment(processKey)}/publish`),
      act: (processKey: string, action: Exclude<TemplateAction, 'publish'>) => post<TemplateRow>(`template/${segment(processKey)}/${action}`),
      /** Moves the running requests of `fromVersion` to the published version, nodes mapped by `nodeMap`. */
      migrate: (processKey: string, fromVersion: number, nodeMap: Record<string, string>) => post<TemplatePublished & { migrated: number }>(`template/${segment(processKey)}/migrate`, { fromVersion, nodeMap }),
    },
    binding: {
      /**
       * The template the caller may start on a record of the form, or null. The server answers 200
       * either way (`startOffer`): no template and a template that does not admit the caller are
       * expected answers, not errors, so nothing is toasted or logged and the action is just not offered.
       */
      forForm: async (formCode: string): Promise<BoundTemplate | null> => {
        try {
          const envelope = await http.request<StartOffer>('GET', '/bpm/binding/startOffer', { query: { formCode }, isQuiet: true });
          return envelope.success && envelope.result.mayStart ? envelope.result.template : null;
        } catch {
          return null;
        }
      },
      /** The template a menu's workflow redirect tab opens (process definition id, `@` for `:`, spec §2). */
      forRedirect: (definitionId: string) => get<BoundTemplate>('binding/redirect', { definitionId }),
      /** Starts the form's bound template on one of its records. */
      start: (formCode: string, dataId: string) => post<ApiResult<'POST /api/bpm/binding/start'>>('binding/start', { formCode, dataId }),
    },
    instances: {
      /** Starts a template on a record, with the users the initiator picked for its selfSelect nodes. */
      start: (input: { processKey: string; formCode: string; dataId: string; selfSelected?: Record<string, string[]> }) =>
        post<ApiResult<'POST /api/bpm/instance/start'>>('instance/start', input),
      preview: async (input: { processKey: string; formCode?: string; data: Record<string, unknown> }) => (await post<ApiResult<'POST /api/bpm/instance/preview'>>('instance/preview', input)).steps,
      list: (query: BpmListQuery & { classify: 'start' | 'participate' | 'all'; status?: InstanceStatus }) => get<BpmPage<InstanceRow>>('instance/list', query),
      detail: (id: string) => get<InstanceDetail>(`instance/${segment(id)}`),
      act: (id: string, action: 'suspend' | 'resume' | 'withdraw', comment?: string) => post<ApiResult<'POST /api/bpm/instance/{id}/suspend'>>(`instance/${segment(id)}/${action}`, comment ? { comment } : {}),
    },
    tasks: {
      /** `isQuiet`: a failure is not toasted (the workbench card just stays empty). */
      todo: (query: BpmListQuery, options: { isQuiet?: boolean } = {}) =>
        unwrap(http.request<BpmPage<TaskRow>>('GET', '/bpm/task/todo', { query: withoutBlanks({ ...query }), isQuiet: options.isQuiet })),
      done: (query: BpmListQuery) => get<BpmPage<TaskRow>>('task/done', query),
      cc: (query: BpmListQuery & { isRead?: boolean }) => get<BpmPage<CcRow>>('task/cc', query),
      /** Approve (or resubmit, for the initiator's task after a return). */
      approve: (id: string, comment?: string) => post<TaskActed>(`task/${segment(id)}/approve`, comment ? { comment } : {}),
      reject: (id: string, input: { target: RejectTarget; comment?: string }) => post<TaskActed>(`task/${segment(id)}/reject`, withoutBlanks(input)),
      transfer: (id: string, input: { userId: string; comment?: string }) => post<TaskActed>(`task/${segment(id)}/transfer`, withoutBlanks(input)),
      delegate: (id: string, input: { userId: string; comment?: string }) => post<TaskActed>(`task/${segment(id)}/delegate`, withoutBlanks(input)),
      addSigner: (id: string, input: { userIds: string[]; position: 'before' | 'after'; comment?: string }) => post<TaskActed>(`task/${segment(id)}/addSigner`, withoutBlanks(input)),
      urge: (id: string) => post<TaskActed>(`task/${segment(id)}/urge`),
      /**
       * Saves the request's form record as the assignee of `taskId` (`PUT /api/eform/data/{formCode}/{id}?taskId=`):
       * the server keeps the change to the node's field permissions; a 400 names the fields on the form.
       */
      saveRecord: (taskId: string, record: { formCode: string; dataId: string; rowVersion: number; data: Record<string, unknown> }) =>
        unwrap(
          http.request<ApiResult<'PUT /api/eform/data/{formCode}/{id}'>>('PUT', `/eform/data/${segment(record.formCode)}/${segment(record.dataId)}`, {
            query: { taskId },
            body: { rowVersion: record.rowVersion, data: record.data },
            showsFieldIssues: true,
          }),
        ),
      read: (ccId: string) => post<ApiResult<'POST /api/bpm/task/{id}/read'>>(`task/${segment(ccId)}/read`),
      batchApprove: (taskIds: string[], comment?: string) => post<ApiResult<'POST /api/bpm/task/batchApprove'>>('task/batchApprove', withoutBlanks({ taskIds, comment })),
    },
    delegations: {
      list: (query: { pageNo: number; pageSize: number }) => get<BpmPage<Delegation>>('delegate/list', query),
      add: (input: DelegationInput) => post<Delegation>('delegate/add', input),
      edit: (id: string, input: DelegationInput) => post<Delegation>('delegate/edit', { id, ...input }),
      remove: (id: string) => post<ApiResult<'POST /api/bpm/delegate/delete'>>('delegate/delete', { id }),
    },
    analytics: {
      top: async (list: AnalyticsList, days?: number) => (await get<ApiResult<'GET /api/bpm/analytics/top'>>('analytics/top', { list, days })).records,
    },
    /**
     * Active users of the tenant by username or name, for transfer, delegate, add signer, delegation and
     * self-selected approvers: the workflow's own search, open to every participant (20 at most).
     */
    users: async (keyword: string): Promise<UserOption[]> => {
      const found = await get<ApiResult<'GET /api/bpm/users'>>('users', { keyword });
      return found.map((user) => ({ userId: user.id, name: userLabel(user) }));
    },
  };
}

export type BpmApi = ReturnType<typeof createBpmApi>;
