import type { ApiResult } from '@wharf/schemas';
import { unwrap } from '../../../api/eformResult';
import type { HttpClient } from '../../../http/httpClient';
import type { MenuTreeNode } from '../../eform/menuTreeOptions';

/** A product package as the console lists it, with its menu and tenant counts. */
export type ProductPackageRecord = ApiResult<'GET /api/system/productPackage/list'>['records'][number];

/** What the console sends to add or edit a package (server `ProductPackageInput`). */
export interface ProductPackageInput {
  productCode: string;
  productName: string;
  description?: string | null;
  duration?: number | null;
}

/** The platform operator's product package calls (`/api/system/productPackage/*`) and the menu tree they pick from. */
export function createProductPackageApi(http: HttpClient) {
  const base = '/system/productPackage';
  return {
    list: (query: { pageNo: number; pageSize: number }) => unwrap(http.get<ApiResult<'GET /api/system/productPackage/list'>>(`${base}/list`, query)),
    add: (input: ProductPackageInput) => unwrap(http.post(`${base}/add`, input)),
    edit: (input: ProductPackageInput & { id: string }) => unwrap(http.put(`${base}/edit`, input)),
    remove: (id: string) => unwrap(http.delete(`${base}/delete`, { id })),
    permissions: (id: string) => unwrap(http.get<ApiResult<'GET /api/system/productPackage/queryPermissions'>>(`${base}/queryPermissions`, { id })),
    savePermissions: (id: string, permissionIds: string[]) => unwrap(http.put<ApiResult<'PUT /api/system/productPackage/savePermissions'>>(`${base}/savePermissions`, { id, permissionIds })),
    menuTree: () => unwrap(http.get<MenuTreeNode[]>('/system/permission/list')),
  };
}

export type ProductPackageApi = ReturnType<typeof createProductPackageApi>;
