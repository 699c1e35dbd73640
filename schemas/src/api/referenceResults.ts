import { pageSchema, type ApiSchema } from './envelope';
import { deletedCountSchema, noResultSchema } from './consoleWriteResults';
import { integer, nullableText, record, text, uuid } from './fields';

/** Jump parameters, check rules, fill rules and categories (console reference data), as the server answers today. */

/** A system one may jump to, with the url template menus open. */
export const jumpParamSchema: ApiSchema = record({ id: uuid, systemCode: text, systemName: text, jumpUrl: text });
/** `GET /api/system/jumpParam/list`. */
export const jumpParamPageSchema: ApiSchema = pageSchema(jumpParamSchema);
/** `GET /api/system/config/common/jumpParams/getJumpParams`: the url to open (the base url when no system matches). */
export const jumpUrlSchema: ApiSchema = record({ jumpUrl: text });

const checkRuleLength: ApiSchema = { anyOf: [{ const: '*' }, { type: 'integer' }], description: "A number of characters, or '*' for the rest of the value" };
const checkRuleSegment: ApiSchema = {
  oneOf: [
    record({ kind: { const: 'chars' }, length: checkRuleLength, charset: { enum: ['digits', 'letters', 'alphanumeric', 'any'] }, message: text }, ['message']),
    record({ kind: { const: 'fixed' }, text, message: text }, ['message']),
    record({ kind: { const: 'regex' }, length: checkRuleLength, pattern: text, message: text }, ['message']),
  ],
};
/** A check rule: its segments in order, and the message shown when a value fails. */
export const checkRuleSchema: ApiSchema = record({ id: uuid, ruleCode: text, ruleName: text, segments: { type: 'array', items: checkRuleSegment }, message: nullableText, description: nullableText });
/** `GET /api/system/checkRule/list`. */
export const checkRulePageSchema: ApiSchema = pageSchema(checkRuleSchema);
/** `GET /api/system/checkRule/checkByCode`: whether the value passes (when not, `success` is false and the message says why). */
export const checkResultSchema: ApiSchema = record({ isValid: { type: 'boolean' } });

/** A fill rule: how its numbers are made (prefix, date part, sequence length, reset, time zone). */
export const fillRuleSchema: ApiSchema = record({
  id: uuid, ruleCode: text, ruleName: text,
  ruleParams: record({ prefix: text, dateFormat: { enum: ['yyyyMMdd', 'yyyyMM', 'yyyy', ''] }, seqLength: integer, resetBy: { enum: ['none', 'day', 'month', 'year'] }, timeZone: text }, ['prefix', 'dateFormat', 'resetBy', 'timeZone']),
});
/** `GET /api/system/fillRule/list`. */
export const fillRulePageSchema: ApiSchema = pageSchema(fillRuleSchema);

const categoryFields = { id: uuid, pid: text, name: text, code: text, sortOrder: integer, hasChild: { type: 'boolean' } };
/** A category (`pid` is '' at the top). */
export const categorySchema: ApiSchema = record(categoryFields);
/** `GET /api/system/category/loadAllData`: categories, flat (bare array). */
export const categoryListSchema: ApiSchema = { type: 'array', items: categorySchema };
/** `GET /api/system/category/loadTreeData`: categories as a tree, each node with its `children` (bare array). */
export const categoryTreeSchema: ApiSchema = { type: 'array', items: record({ ...categoryFields, children: { type: 'array', items: { type: 'object' } } }) };

/** The result schema of each operation of this family (spread into `documentedResults`). */
export const referenceResults: Readonly<Record<string, ApiSchema>> = {
  'GET /api/system/jumpParam/list': jumpParamPageSchema,
  'POST /api/system/jumpParam/add': jumpParamSchema,
  'PUT /api/system/jumpParam/edit': jumpParamSchema,
  'DELETE /api/system/jumpParam/delete': noResultSchema,
  'DELETE /api/system/jumpParam/deleteBatch': deletedCountSchema,
  'GET /api/system/config/common/jumpParams/getJumpParams': jumpUrlSchema,
  'GET /api/system/checkRule/list': checkRulePageSchema,
  'POST /api/system/checkRule/add': checkRuleSchema,
  'PUT /api/system/checkRule/edit': checkRuleSchema,
  'DELETE /api/system/checkRule/delete': noResultSchema,
  'DELETE /api/system/checkRule/deleteBatch': deletedCountSchema,
  'GET /api/system/checkRule/checkByCode': checkResultSchema,
  'GET /api/system/fillRule/list': fillRulePageSchema,
  'POST /api/system/fillRule/add': fillRuleSchema,
  'PUT /api/system/fillRule/edit': fillRuleSchema,
  'DELETE /api/system/fillRule/delete': noResultSchema,
  'GET /api/system/category/loadAllData': categoryListSchema,
  'GET /api/system/category/loadTreeData': categoryTreeSchema,
  'POST /api/system/category/add': categorySchema,
  'PUT /api/system/category/edit': categorySchema,
  'DELETE /api/system/category/delete': noResultSchema,
};
