import { describe, expect, it } from 'vitest';
import type { AppPlan } from './appPackageAnswers';
import { CliFailure } from './exitCodes';
import { parseResolutions } from './planCommands';
import { blockersText, isClear, planBlockers, planText } from './planSummary';

const plan: AppPlan = {
  planId: 'p1', appCode: 'customs_declaration', appName: 'Customs declaration', mode: 'update', fromVersion: '1.0.0', toVersion: '1.1.0',
  entities: [
    { kind: 'table', code: 'dec_head', name: 'Declaration head', action: 'change', changes: [{ path: '/columns/colCode=consignee/colLength', before: 200, after: 5 }, { path: '/columns/colCode=note', after: { colCode: 'note' } }] },
    { kind: 'form', code: 'dec_form', name: 'dec_form', action: 'create', changes: [] },
    { kind: 'view', code: 'dec_list_view', name: 'Declarations', action: 'unchanged', changes: [] },
  ],
  tableStatements: [{ tableCode: 'dec_head', statements: ['alter table "dec_head" alter column "consignee" type varchar(5)'] }, { tableCode: 'dec_list', statements: [] }],
  losses: [{ id: 'table:dec_head:consignee', kind: 'table', code: 'dec_head', description: 'consignee narrowed to 5 characters', rows: 3 }],
  conflicts: [{ id: 'form:dec_form:/fields/colCode=consignee/title', kind: 'form', code: 'dec_form', path: '/fields/colCode=consignee/title', installed: 'Consignee', package: 'Consignee name', tenant: 'Receiver' }],
  bindings: [{ name: 'HTTP_CURRENCY_RATES_URL', description: 'currency_rates httpUrl', bound: false }, { name: 'SQL_X', description: 'x', bound: true }],
  createTime: '2026-11-26T19:00:00.000Z', expiresAt: '2026-11-26T20:00:00.000Z',
};

describe('planText', () => {
  it('reads as a summary: changed entities with their field changes, statements, losses and conflicts with ids, bindings, counts', () => {
    const text = planText(plan);
    expect(text).toContain('Plan p1: update customs_declaration (Customs declaration) 1.0.0 -> 1.1.0');
    expect(text).toContain('  change  table       dec_head  Declaration head');
    expect(text).toContain('/columns/colCode=consignee/colLength: 200 -> 5');
    expect(text).toContain('/columns/colCode=note: (absent) -> {"colCode":"note"}');
    expect(text).toContain('  create  form        dec_form\n');
    expect(text).not.toContain('dec_list_view');
    expect(text).toContain('alter table "dec_head" alter column "consignee" type varchar(5)');
    expect(text).not.toMatch(/^ {2}dec_list$/m);
    expect(text).toContain('table:dec_head:consignee  table dec_head: consignee narrowed to 5 characters (3 rows)');
    expect(text).toContain('form:dec_form:/fields/colCode=consignee/title\n    installed "Consignee"  package "Consignee name"  tenant "Receiver"');
    expect(text).toMatch(/HTTP_CURRENCY_RATES_URL +MISSING/);
    expect(text).toContain('Summary: 1 to create, 1 to change, 0 to remove, 1 unchanged; 1 losses, 1 conflicts, 1 missing bindings.');
  });
});

describe('planText of records and removals', () => {
  it('names a changed dictionary, config and menu with their field changes, and a removed table with its drop and its rows lost', () => {
    const text = planText({
      ...plan,
      entities: [
        { kind: 'dictionary', code: 'pr_port', name: 'Ports', action: 'change', changes: [{ path: '/items/itemValue=QD', after: { itemText: 'Qingdao', itemValue: 'QD' } }] },
        { kind: 'httpConfig', code: 'currency_rates', name: 'Rates', action: 'change', changes: [{ path: '/httpUrl', before: 'https://h/api', after: 'https://h/api/v2' }] },
        { kind: 'menu', code: 'pr_page_add', name: 'Add', action: 'remove', changes: [{ path: '/', before: { menuCode: 'pr_page_add' } }] },
        { kind: 'table', code: 'pr_extra', name: 'Extra notes', action: 'remove', changes: [{ path: '/', before: { tableName: 'pr_extra' } }] },
      ],
      tableStatements: [{ tableCode: 'pr_extra', statements: ['drop table "biz"."t1_pr_extra"'] }],
      losses: [{ id: 'table:pr_extra:dropTable', kind: 'table', code: 'pr_extra', description: 'Dropping table pr_extra loses its 2 rows', rows: 2 }],
      conflicts: [],
      bindings: [],
    });
    expect(text).toContain('  change  dictionary  pr_port  Ports\n            /items/itemValue=QD: (absent) -> {"itemText":"Qingdao","itemValue":"QD"}');
    expect(text).toContain('  change  httpConfig  currency_rates  Rates\n            /httpUrl: "https://h/api" -> "https://h/api/v2"');
    expect(text).toContain('  remove  menu        pr_page_add  Add\n');
    expect(text).toContain('  remove  table       pr_extra  Extra notes\n');
    expect(text).toContain('  pr_extra\n    drop table "biz"."t1_pr_extra"');
    expect(text).toContain('table:pr_extra:dropTable  table pr_extra: Dropping table pr_extra loses its 2 rows (2 rows)');
    expect(text).toContain('Summary: 0 to create, 2 to change, 2 to remove, 0 unchanged; 1 losses, 0 conflicts, 0 missing bindings.');
  });
});

describe('planBlockers', () => {
  it('holds the losses until accepted, the conflicts until resolved, the bindings until bound', () => {
    const blockers = planBlockers(plan, false, {});
    expect(isClear(blockers)).toBe(false);
    expect(blockersText(blockers).split('\n')).toEqual([
      'The plan loses data (table:dec_head:consignee): pass --accept-losses to apply it.',
      "Conflict without a resolution: pass --resolve 'form:dec_form:/fields/colCode=consignee/title=tenant' or 'form:dec_form:/fields/colCode=consignee/title=package'.",
      'Bindings not bound (HTTP_CURRENCY_RATES_URL): name them in --bindings FILE.json.',
    ]);
    const boundPlan = { ...plan, bindings: plan.bindings.map((binding) => ({ ...binding, bound: true })) };
    expect(isClear(planBlockers(boundPlan, true, { 'form:dec_form:/fields/colCode=consignee/title': 'tenant' }))).toBe(true);
    expect(isClear(planBlockers(boundPlan, false, { 'form:dec_form:/fields/colCode=consignee/title': 'tenant' }))).toBe(false);
  });
});

describe('parseResolutions', () => {
  it('takes the side after the last = (conflict ids hold = themselves)', () => {
    expect(parseResolutions(['form:dec_form:/fields/colCode=consignee/title=tenant', 'table:t:/tableTitle=package'])).toEqual({
      'form:dec_form:/fields/colCode=consignee/title': 'tenant',
      'table:t:/tableTitle': 'package',
    });
  });

  it('refuses a side that is neither tenant nor package, and a missing id', () => {
    expect(() => parseResolutions(['form:f:/x=mine'])).toThrow(CliFailure);
    expect(() => parseResolutions(['=tenant'])).toThrow(CliFailure);
    expect(() => parseResolutions(['tenant'])).toThrow(CliFailure);
  });
});
