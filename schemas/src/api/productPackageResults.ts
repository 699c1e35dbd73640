import { pageSchema, type ApiSchema } from './envelope';
import { dateTime, integer, nullableInteger, nullableText, record, text, uuid } from './fields';
import { noResultSchema } from './consoleWriteResults';

/** A product package (spec §3: productCode, productName, description, duration in months, null unlimited) with its counts. */
export const productPackageSchema: ApiSchema = record({
  id: uuid, productCode: text, productName: text, description: nullableText, duration: nullableInteger,
  permissionCount: integer, tenantCount: integer, createTime: dateTime, updateTime: dateTime,
});
/** `GET /api/system/productPackage/list`. */
export const productPackagePageSchema: ApiSchema = pageSchema(productPackageSchema);

/** `GET /api/system/productPackage/queryPermissions` and `PUT …/savePermissions`: the package's menu and button ids. */
export const packagePermissionsSchema: ApiSchema = record({ permissionIds: { type: 'array', items: uuid } });

/** The result schema of each product package operation (spread into `documentedResults`). */
export const productPackageResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/productPackage/list': productPackagePageSchema,
  'POST /api/system/productPackage/add': productPackageSchema,
  'PUT /api/system/productPackage/edit': productPackageSchema,
  'DELETE /api/system/productPackage/delete': noResultSchema,
  'GET /api/system/productPackage/queryPermissions': packagePermissionsSchema,
  'PUT /api/system/productPackage/savePermissions': packagePermissionsSchema,
};
