import { answerProblems, documentedOperationOf } from '@wharf/schemas/api/answerCheck';

/** Where fake answers differ from the documented response schemas; `setup.ts` fails the test that made any. */
export const fakeAnswerProblems: string[] = [];

/**
 * Documented operations whose fakes do not yet answer like the server (ids that are not uuids,
 * records missing fields the server always sends). Their answers are not checked until the fakes
 * are brought in line; remove an entry once its fakes match. Every other documented operation is checked.
 */
export const staleFakeOperations: ReadonlySet<string> = new Set([
  'POST /api/system/login',
  'GET /api/user/info',
  'GET /api/system/getUserPermissionByToken',
  'GET /api/system/user/list',
  'GET /api/system/role/list',
  'GET /api/system/permission/list',
  'GET /api/system/permission/queryTreeList',
  'GET /api/system/permission/queryRolePermission',
  'GET /api/fyImportBackend/task/list',
  'POST /api/fyImportBackend/task/add',
  'GET /api/fyImportBackend/run/list',
  'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById',
  // runtimePages.test.tsx: the view definition is faked as `{ definition, formCode, permissions }` (the server
  // sends `body` with columns, pageSizes…), the rows without `hasMore`, the form without `allowedOperations`.
  'GET /api/eform/runtime/form/{formCode}/definition',
  'GET /api/eform/views/{viewCode}/definition',
  'GET /api/eform/views/{viewCode}/data',
]);

/** Records why a fake's successful answer to `method path` differs from the server's documented answer. */
export function checkFakeAnswer(method: string, path: string, body: unknown): void {
  const operation = documentedOperationOf(method, path);
  if (!operation || staleFakeOperations.has(operation)) return;
  fakeAnswerProblems.push(...answerProblems(method, path, body));
}
