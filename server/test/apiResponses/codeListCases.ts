/**
 * Cases of `apiResponses.int.test.ts` for the code lists (positions, jobs, tags, divisions), the same
 * eight calls for each: how each is called, and the entries they work on (made by `prepareCodeLists`;
 * divisions answer only in a tenant that enabled them, which the test's set-up turns on).
 */
import { codeListEntities } from '@wharf/schemas';

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const entry = (code: string) => ({ code, name: code, sortOrder: 1, description: 'Made by the answer check' });

/** How each operation is called; `v` holds what `prepareCodeLists` made. */
export const codeListCases: Record<string, (v: Prepared) => Call> = Object.fromEntries(codeListEntities.flatMap((entity) => {
  const base = `/api/system/${entity}`;
  const cases: Array<[string, (v: Prepared) => Call]> = [
    [`GET ${base}/list`, () => ({ method: 'GET', path: `${base}/list?pageNo=1&pageSize=10` })],
    [`GET ${base}/queryall`, () => ({ method: 'GET', path: `${base}/queryall` })],
    [`GET ${base}/queryById`, (v) => ({ method: 'GET', path: `${base}/queryById?id=${v[`${entity}Id`]}` })],
    [`GET ${base}/checkCode`, () => ({ method: 'GET', path: `${base}/checkCode?code=ar_free_${entity}` })],
    [`POST ${base}/add`, () => ({ method: 'POST', path: `${base}/add`, body: entry(`ar_${entity}_added`) })],
    [`PUT ${base}/edit`, (v) => ({ method: 'PUT', path: `${base}/edit`, body: { id: v[`${entity}Id`], ...entry(`ar_${entity}`) } })],
    [`DELETE ${base}/delete`, (v) => ({ method: 'DELETE', path: `${base}/delete?id=${v[`deleted_${entity}Id`]}` })],
    [`DELETE ${base}/deleteBatch`, (v) => ({ method: 'DELETE', path: `${base}/deleteBatch?ids=${v[`batchDeleted_${entity}Id`]}` })],
  ];
  return cases;
}));

/** Turns divisions on for the tenant (`enable`), then makes three entries of each list. */
export async function prepareCodeLists(ok: Ok, enableDivisions: () => Promise<unknown>): Promise<Prepared> {
  await enableDivisions();
  const made: Prepared = {};
  for (const entity of codeListEntities) {
    const add = async (code: string) => (await ok<{ id: string }>('POST', `/api/system/${entity}/add`, entry(code))).id;
    made[`${entity}Id`] = await add(`ar_${entity}`);
    made[`deleted_${entity}Id`] = await add(`ar_${entity}_deleted`);
    made[`batchDeleted_${entity}Id`] = await add(`ar_${entity}_batch`);
  }
  return made;
}
