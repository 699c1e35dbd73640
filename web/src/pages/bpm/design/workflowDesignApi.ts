import type { DirectoryOption, WorkflowDirectory, WorkflowFormField } from '@wharf/designers';
import type { ApiResult, FormDefinition, WorkflowDefinition } from '@wharf/schemas';
import type { DefinitionRecord, DefinitionsApi } from '../../../api/definitionsApi';
import type { TemplatePublished } from '../../../api/bpmTypes';
import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';

/** A stored workflow definition (the definition store's head, kind `workflow`, code = processKey). */
export type WorkflowRecord = DefinitionRecord<WorkflowDefinition>;

/**
 * The console list each directory picker reads, with the button permission its route needs. These
 * are the console's administration routes: there is no directory route for designers, so a builder
 * without the permission gets no list and types codes instead (the pickers accept them).
 */
export const directoryRoutes = {
  users: 'systemUser:view',
  roles: 'systemRole:view',
  departments: 'orgDept:view',
  positions: 'systemPosition:view',
  divisions: 'systemDivision:view',
} as const satisfies Record<keyof WorkflowDirectory, string>;

type OrgNode = ApiResult<'GET /api/system/sysOrg/queryTreeList'>[number] & { children?: OrgNode[] };

/** Every organisation and department of the tree, depth first, as `name (code)` choices. */
function flattenOrgs(nodes: readonly OrgNode[]): DirectoryOption[] {
  return nodes.flatMap((node) => [{ value: node.orgCode, label: node.orgName }, ...flattenOrgs(node.children ?? [])]);
}

/** The fields a workflow may name on its form: the master fields and the sub-tables (as the server's publish check reads them). */
export function formFieldsOf(form: FormDefinition): WorkflowFormField[] {
  return [
    ...form.fields.map((field) => ({ key: field.colCode, label: field.title, type: field.type })),
    ...(form.subTables ?? []).map((sub) => ({ key: sub.tableName, label: sub.title })),
  ];
}

/**
 * What the workflow design page asks the server: the definition store for the workflow and its
 * form (workflow designers may read form sources), the template publish route (so the workflow's
 * publish checks run and name the nodes), and the console lists for the pickers.
 */
export function createWorkflowDesignApi(http: HttpClient, definitions: DefinitionsApi) {
  /** A quiet read of a console list: a refusal or failure leaves the picker to typed codes. */
  const quietList = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T | undefined> => {
    try {
      const envelope = await http.request<T>('GET', path, { query, isQuiet: true });
      return envelope.success ? envelope.result : undefined;
    } catch {
      return undefined;
    }
  };
  const codeList = async (entity: 'position' | 'division') => ((await quietList<Array<{ code: string; name: string }>>(`/system/${entity}/queryall`)) ?? []).map((entry) => ({ value: entry.code, label: entry.name }));
  const directoryLoaders: Required<WorkflowDirectory> = {
    users: async () => ((await quietList<ApiResult<'GET /api/system/user/list'>>('/system/user/list', { status: '1', pageNo: 1, pageSize: 500 }))?.records ?? []).map((user) => ({ value: user.username, label: user.realname || user.username })),
    roles: async () => ((await quietList<ApiResult<'GET /api/system/role/queryall'>>('/system/role/queryall')) ?? []).map((role) => ({ value: role.roleCode, label: role.roleName })),
    departments: async () => flattenOrgs((await quietList<OrgNode[]>('/system/sysOrg/queryTreeList')) ?? []),
    positions: () => codeList('position'),
    divisions: () => codeList('division'),
  };

  return {
    /** The workflow stored under `processKey`, or undefined when there is none. */
    load: (processKey: string) => definitions.findByCode<WorkflowDefinition>('workflow', processKey),
    /** Stores a new workflow as version 1 (a draft until published). */
    create: (definition: WorkflowDefinition) => definitions.create<WorkflowDefinition>({ kind: 'workflow', code: definition.processKey, name: definition.processName, body: definition }),
    /** Saves the next version over `record` (409 when someone saved first). */
    save: (record: WorkflowRecord, definition: WorkflowDefinition) => definitions.update<WorkflowDefinition>(record.id, { version: record.version, name: definition.processName, body: definition }),
    /**
     * Publishes `version` through the template lifecycle route, so the workflow's publish checks run
     * (every path ends, sources resolve…); a refusal's issues name the node (400, not toasted: the page shows them), and so does a 409.
     */
    publish: (processKey: string, version: number) =>
      unwrap(http.request<TemplatePublished>('POST', `/bpm/template/${encodeURIComponent(processKey)}/publish`, { body: { version }, showsFieldIssues: true, showsConflict: true })),
    /** The forms a process can be bound to. */
    listForms: async (): Promise<DirectoryOption[]> => (await definitions.list('form', { pageSize: 500 })).records.map((form) => ({ value: form.code, label: form.name })),
    /** The fields of a form (its head version, which the publish check also reads); none when it is not found. */
    formFields: async (formCode: string): Promise<WorkflowFormField[]> => {
      const form = await definitions.findByCode<FormDefinition>('form', formCode);
      return form?.body ? formFieldsOf(form.body) : [];
    },
    /** The pickers' lists the caller may read (`canRead(permission)`), the others left out. */
    directory(canRead: (permission: string) => boolean): WorkflowDirectory {
      return Object.fromEntries(Object.entries(directoryLoaders).filter(([source]) => canRead(directoryRoutes[source as keyof WorkflowDirectory]))) as WorkflowDirectory;
    },
  };
}

export type WorkflowDesignApi = ReturnType<typeof createWorkflowDesignApi>;
