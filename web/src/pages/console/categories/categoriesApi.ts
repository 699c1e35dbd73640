import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';

/** A category as `loadTreeData` answers it (spec §7 category). */
export interface CategoryNode {
  id: string;
  /** The parent's id, '' for a root. */
  pid: string;
  name: string;
  code: string;
  sortOrder: number;
  hasChild: boolean;
  children: CategoryNode[];
}

export interface CategoryInput {
  name: string;
  code: string;
  parentId: string | null;
  sortOrder: number;
}

export function createCategoriesApi(http: HttpClient) {
  const base = '/system/category';
  return {
    tree: () => unwrap(http.get<CategoryNode[]>(`${base}/loadTreeData`)),
    add: (input: CategoryInput) => unwrap(http.post<CategoryNode>(`${base}/add`, input)),
    edit: (id: string, input: CategoryInput) => unwrap(http.put<CategoryNode>(`${base}/edit`, { id, ...input })),
    remove: (id: string) => unwrap(http.delete<null>(`${base}/delete`, { id })),
  };
}
