/**
 * Cases of `apiResponses.int.test.ts` for the platform operator's product packages (issue 23):
 * how each is called, and the packages they work on (made by `prepareProductPackages`).
 */
export type Prepared = Record<string, string>;
/** `token`: the session to call with; the administrator's when absent. */
export type Call = { method: string; path: string; body?: unknown; token?: string };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

const base = '/api/system/productPackage';

/** How each operation is called; `v` holds what `prepareProductPackages` made. */
export const productPackageCases: Record<string, (v: Prepared) => Call> = {
  [`GET ${base}/list`]: (v) => ({ method: 'GET', path: `${base}/list?pageNo=1&pageSize=10`, token: v.packageOperatorToken }),
  [`POST ${base}/add`]: (v) => ({ method: 'POST', path: `${base}/add`, body: { productCode: 'ar_new_package', productName: 'New', duration: 12 }, token: v.packageOperatorToken }),
  [`PUT ${base}/edit`]: (v) => ({ method: 'PUT', path: `${base}/edit`, body: { id: v.editedPackageId, description: 'Edited' }, token: v.packageOperatorToken }),
  [`DELETE ${base}/delete`]: (v) => ({ method: 'DELETE', path: `${base}/delete?id=${v.deletedPackageId}`, token: v.packageOperatorToken }),
  [`GET ${base}/queryPermissions`]: (v) => ({ method: 'GET', path: `${base}/queryPermissions?id=${v.editedPackageId}`, token: v.packageOperatorToken }),
  [`PUT ${base}/savePermissions`]: (v) => ({ method: 'PUT', path: `${base}/savePermissions`, body: { id: v.editedPackageId, permissionIds: [] }, token: v.packageOperatorToken }),
};

/** Logs the platform operator in and adds a package to edit and one to delete. */
export async function prepareProductPackages(ok: Ok, login: (username: string) => Promise<string>): Promise<Prepared> {
  const packageOperatorToken = await login('admin');
  const add = async (productCode: string) => (await ok<{ id: string }>('POST', `${base}/add`, { productCode, productName: productCode }, packageOperatorToken)).id;
  return { packageOperatorToken, editedPackageId: await add('ar_edited_package'), deletedPackageId: await add('ar_deleted_package') };
}
