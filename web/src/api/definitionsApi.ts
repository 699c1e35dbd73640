import type { ApiResult, DefinitionKind } from '@wharf/schemas';
import type { HttpClient } from '../http/httpClient';
import { unwrap } from './eformResult';

/** A definition with its head body as the definition routes answer it (the body typed by the caller who knows the kind). */
export type DefinitionRecord<Body = unknown> = Omit<ApiResult<'GET /api/eform/definitions/{id}'>, 'kind' | 'body'> & { kind: DefinitionKind; body?: Body };

type ListedDefinition = ApiResult<'GET /api/eform/definitions'>['records'][number];

/** `GET /api/eform/definitions`: a page of heads without bodies. */
export type DefinitionPage = Omit<ApiResult<'GET /api/eform/definitions'>, 'records'> & { records: Array<Omit<ListedDefinition, 'kind'> & { kind: DefinitionKind; body?: undefined }> };

/** `GET /api/eform/definitions/{id}/revisions`: one row per saved version. */
export type RevisionRecord = ApiResult<'GET /api/eform/definitions/{id}/revisions'>[number];

export interface DefinitionDiff {
  from: number;
  to: number;
  changes: Array<{ path: string; op: 'added' | 'removed' | 'changed'; from?: unknown; to?: unknown }>;
}

const base = '/eform/definitions';

/** The definition store (tables, forms, views, templates…): list, read, create, save, publish, revisions. */
export function createDefinitionsApi(http: HttpClient) {
  const api = {
    /** `groupId`: an app group's id, or 'none' for definitions in no group. */
    list: (kind: DefinitionKind, options: { keyword?: string; status?: 'draft' | 'published'; groupId?: string; pageNo?: number; pageSize?: number } = {}) =>
      unwrap(http.get<DefinitionPage>(base, { kind, keyword: options.keyword, status: options.status, groupId: options.groupId, pageNo: options.pageNo ?? 1, pageSize: options.pageSize ?? 100 })),
    get: <Body>(id: string) => unwrap(http.get<DefinitionRecord<Body>>(`${base}/${encodeURIComponent(id)}`)),
    /** The head of a definition found by its exact code (the list's keyword also matches names). */
    async findByCode<Body>(kind: DefinitionKind, code: string): Promise<DefinitionRecord<Body> | undefined> {
      const page = await api.list(kind, { keyword: code, pageSize: 100 });
      const match = page.records.find((record) => record.code === code);
      return match ? api.get<Body>(match.id) : undefined;
    },
    create: <Body>(input: { kind: DefinitionKind; code: string; name: string; body: Body }) => unwrap(http.post<DefinitionRecord<Body>>(base, input)),
    /** Saves a new version; 409 when `version` is no longer the head's (not toasted: every caller says it in its own words). */
    update: <Body>(id: string, input: { version: number; name?: string; body: Body }) =>
      unwrap(http.request<DefinitionRecord<Body>>('PUT', `${base}/${encodeURIComponent(id)}`, { body: input, showsConflict: true })),
    /** Publishes `version` (the head when absent); 409 when it is no longer the head (not toasted, as for update). */
    publish: (id: string, version?: number) =>
      unwrap(http.request<DefinitionRecord>('POST', `${base}/${encodeURIComponent(id)}/publish`, { body: version === undefined ? {} : { version }, showsConflict: true })),
    revisions: (id: string) => unwrap(http.get<RevisionRecord[]>(`${base}/${encodeURIComponent(id)}/revisions`)),
    diff: (id: string, from?: number, to?: number) => unwrap(http.get<DefinitionDiff>(`${base}/${encodeURIComponent(id)}/diff`, { from, to })),
  };
  return api;
}

export type DefinitionsApi = ReturnType<typeof createDefinitionsApi>;
