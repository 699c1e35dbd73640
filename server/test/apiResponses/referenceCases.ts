/**
 * Cases of `apiResponses.int.test.ts` for jump parameters, check rules, fill rules and categories:
 * how each is called, and what it works on (made by `prepareReferenceData`, one record per changing call).
 */

export type Prepared = Record<string, string>;
export type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const jumpParam = (systemCode: string) => ({ systemCode, systemName: systemCode, jumpUrl: 'https://erp.example.com/?u={username}' });
const checkRule = (ruleCode: string) => ({ ruleCode, ruleName: ruleCode, message: 'Two letters, then digits', segments: [{ kind: 'chars', length: 2, charset: 'letters' }, { kind: 'regex', length: '*', pattern: '[0-9]+' }] });
const fillRule = (ruleCode: string) => ({ ruleCode, ruleName: ruleCode, ruleParams: { prefix: 'AR', dateFormat: 'yyyyMM', seqLength: 4, resetBy: 'month' } });
const category = (code: string) => ({ name: code, code, parentId: null, sortOrder: 1 });

/** How each operation is called; `v` holds what `prepareReferenceData` made. */
export const referenceCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/system/jumpParam/list': () => ({ method: 'GET', path: '/api/system/jumpParam/list?pageNo=1&pageSize=10' }),
  'POST /api/system/jumpParam/add': () => ({ method: 'POST', path: '/api/system/jumpParam/add', body: jumpParam('ar_jump_added') }),
  'PUT /api/system/jumpParam/edit': (v) => ({ method: 'PUT', path: '/api/system/jumpParam/edit', body: { id: v.jumpParamId, ...jumpParam('ar_jump') } }),
  'DELETE /api/system/jumpParam/delete': (v) => ({ method: 'DELETE', path: `/api/system/jumpParam/delete?id=${v.deletedJumpParamId}` }),
  'DELETE /api/system/jumpParam/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/jumpParam/deleteBatch?ids=${v.batchDeletedJumpParamId}` }),
  'GET /api/system/config/common/jumpParams/getJumpParams': () => ({ method: 'GET', path: `/api/system/config/common/jumpParams/getJumpParams?baseUrl=${encodeURIComponent('https://base.example.com/')}&systemCode=ar_jump` }),
  'GET /api/system/checkRule/list': () => ({ method: 'GET', path: '/api/system/checkRule/list?pageNo=1&pageSize=10' }),
  'POST /api/system/checkRule/add': () => ({ method: 'POST', path: '/api/system/checkRule/add', body: checkRule('ar_check_added') }),
  'PUT /api/system/checkRule/edit': (v) => ({ method: 'PUT', path: '/api/system/checkRule/edit', body: { id: v.checkRuleId, ...checkRule('ar_check') } }),
  'DELETE /api/system/checkRule/delete': (v) => ({ method: 'DELETE', path: `/api/system/checkRule/delete?id=${v.deletedCheckRuleId}` }),
  'DELETE /api/system/checkRule/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/checkRule/deleteBatch?ids=${v.batchDeletedCheckRuleId}` }),
  'GET /api/system/checkRule/checkByCode': () => ({ method: 'GET', path: '/api/system/checkRule/checkByCode?ruleCode=ar_check&value=AB123' }),
  'GET /api/system/fillRule/list': () => ({ method: 'GET', path: '/api/system/fillRule/list?pageNo=1&pageSize=10' }),
  'POST /api/system/fillRule/add': () => ({ method: 'POST', path: '/api/system/fillRule/add', body: fillRule('ar_fill_added') }),
  'PUT /api/system/fillRule/edit': (v) => ({ method: 'PUT', path: '/api/system/fillRule/edit', body: { id: v.fillRuleId, ...fillRule('ar_fill') } }),
  'DELETE /api/system/fillRule/delete': (v) => ({ method: 'DELETE', path: `/api/system/fillRule/delete?id=${v.deletedFillRuleId}` }),
  'GET /api/system/category/loadAllData': () => ({ method: 'GET', path: '/api/system/category/loadAllData' }),
  'GET /api/system/category/loadTreeData': () => ({ method: 'GET', path: '/api/system/category/loadTreeData' }),
  'POST /api/system/category/add': () => ({ method: 'POST', path: '/api/system/category/add', body: category('ar_category_added') }),
  'PUT /api/system/category/edit': (v) => ({ method: 'PUT', path: '/api/system/category/edit', body: { id: v.categoryId, ...category('ar_category') } }),
  'DELETE /api/system/category/delete': (v) => ({ method: 'DELETE', path: `/api/system/category/delete?id=${v.deletedCategoryId}` }),
};

/** Makes the jump parameters, rules and categories the changing calls work on. */
export async function prepareReferenceData(ok: Ok): Promise<Prepared> {
  const made = (path: string) => async (body: object) => (await ok<{ id: string }>('POST', path, body)).id;
  const jump = made('/api/system/jumpParam/add');
  const check = made('/api/system/checkRule/add');
  const fill = made('/api/system/fillRule/add');
  const cat = made('/api/system/category/add');
  return {
    jumpParamId: await jump(jumpParam('ar_jump')), deletedJumpParamId: await jump(jumpParam('ar_jump_deleted')), batchDeletedJumpParamId: await jump(jumpParam('ar_jump_batch')),
    checkRuleId: await check(checkRule('ar_check')), deletedCheckRuleId: await check(checkRule('ar_check_deleted')), batchDeletedCheckRuleId: await check(checkRule('ar_check_batch')),
    fillRuleId: await fill(fillRule('ar_fill')), deletedFillRuleId: await fill(fillRule('ar_fill_deleted')),
    categoryId: await cat(category('ar_category')), deletedCategoryId: await cat(category('ar_category_deleted')),
  };
}
