import { arraySchema, pageSchema, type ApiSchema } from './envelope';
import { changedCountSchema, isFreeSchema, noResultSchema } from './consoleWriteResults';
import { dateTime, integer, nullableText, nullableUuid, record, text, uuid } from './fields';

/** The organisation's code lists (positions, jobs, tags, divisions: one set of routes each), as the server answers today. */

/** An entry of a code list; positions also carry the organisation they belong to (`orgId`). */
export const codeListEntrySchema: ApiSchema = record({
  id: uuid, code: text, name: text, sortOrder: integer, description: nullableText, orgId: nullableUuid,
  userCount: { type: 'integer', minimum: 0, description: 'How many users are tied to the entry' }, createTime: dateTime, updateTime: dateTime,
}, ['orgId']);
/** `GET /api/system/{list}/list`. */
export const codeListPageSchema: ApiSchema = pageSchema(codeListEntrySchema);
/** `GET /api/system/{list}/queryall`: every entry (bare array, for pickers). */
export const codeListAllSchema: ApiSchema = arraySchema(codeListEntrySchema);

/** The code lists with routes of their own, as their path names them. */
export const codeListEntities = ['position', 'job', 'tag', 'division'] as const;

/** The result schema of each code list operation (spread into `documentedResults`). */
export const codeListResults: Readonly<Record<string, ApiSchema>> = Object.fromEntries(codeListEntities.flatMap((entity) => {
  const base = `/api/system/${entity}`;
  return [
    [`GET ${base}/list`, codeListPageSchema],
    [`GET ${base}/queryall`, codeListAllSchema],
    [`GET ${base}/queryById`, codeListEntrySchema],
    [`GET ${base}/checkCode`, isFreeSchema],
    [`POST ${base}/add`, codeListEntrySchema],
    [`PUT ${base}/edit`, codeListEntrySchema],
    [`DELETE ${base}/delete`, noResultSchema],
    [`DELETE ${base}/deleteBatch`, changedCountSchema],
  ];
}));
