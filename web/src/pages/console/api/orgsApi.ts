import type { ApiResult } from '@wharf/schemas';
import type { HttpClient } from '../../../http/httpClient';
import { unwrap } from '../../../api/eformResult';

/** An organisation or department with its login policies (the documented record); the tree nests the same node. */
export type OrgNode = ApiResult<'POST /api/system/sysOrg/add'> & { children?: OrgNode[] };

export type OrgInput = Omit<OrgNode, 'id' | 'children'>;

/** The sysOrg calls of spec §7. */
export function createOrgsApi(http: HttpClient) {
  return {
    tree: () => unwrap(http.get<OrgNode[]>('/system/sysOrg/queryTreeList')),
    /** The tree, quietly: the user form offers it only when the caller may read organisations. */
    treeQuietly: () => unwrap(http.request<OrgNode[]>('GET', '/system/sysOrg/queryTreeList', { isQuiet: true })),
    add: (input: OrgInput) => unwrap(http.post<ApiResult<'POST /api/system/sysOrg/add'>>('/system/sysOrg/add', input)),
    edit: (id: string, input: OrgInput) => unwrap(http.put<ApiResult<'PUT /api/system/sysOrg/edit'>>('/system/sysOrg/edit', { id, ...input })),
    remove: (id: string) => unwrap(http.delete<ApiResult<'DELETE /api/system/sysOrg/delete'>>('/system/sysOrg/delete', { id })),
  };
}
