import type { AppPlan } from '../appPackageTypes';
import { fakeId } from '../../../test/fakeSession';

// The fakes' answers are typed after appPackageResults.ts; once its routes join `documentedResults`,
// the app's fake fetch also checks every one of them against the schema (test/setup.ts).

/** An update of the customs app with something of everything: diffs, statements, a loss, two conflicts, an unbound binding. */
export function updatePlan(overrides: Partial<AppPlan> = {}): AppPlan {
  return {
    planId: fakeId('plan-1'),
    appCode: 'customs_declaration',
    appName: 'Customs declaration',
    mode: 'update',
    fromVersion: '1.0.0',
    toVersion: '1.1.0',
    entities: [
      { kind: 'table', code: 'dec_head', name: 'Declaration head', action: 'change', changes: [{ path: '/columns/consignee/length', before: 200, after: 100 }, { path: '/columns/permit_no', after: { colCode: 'permit_no', colType: 'string' } }] },
      { kind: 'form', code: 'dec_form', name: 'Declaration', action: 'change', changes: [{ path: '/fields/consignee/title', before: 'Consignee', after: 'Consignee name' }] },
      { kind: 'view', code: 'dec_list', name: 'Declarations', action: 'unchanged', changes: [] },
      { kind: 'fillRule', code: 'dec_entry_no', name: 'Entry number', action: 'create', changes: [] },
    ],
    tableStatements: [{ tableCode: 'dec_head', statements: ['alter table dec_head add column permit_no varchar(50)', 'alter table dec_head alter column consignee type varchar(100)'] }],
    losses: [{ id: 'loss-consignee', kind: 'table', code: 'dec_head', description: 'consignee narrowed from 200 to 100 characters', rows: 7 }],
    conflicts: [
      { id: 'conflict-title', kind: 'form', code: 'dec_form', path: '/fields/consignee/title', installed: 'Consignee', package: 'Consignee name', tenant: 'Receiver' },
      { id: 'conflict-width', kind: 'view', code: 'dec_list', path: '/columns/0/width', installed: 120, package: 160, tenant: 200 },
    ],
    bindings: [{ name: 'HTTP_RATES_URL', description: 'The exchange rates service of httpConfig rates', bound: false }],
    createTime: '2026-11-26T19:00:00.000Z',
    expiresAt: '2026-11-26T20:00:00.000Z',
    ...overrides,
  };
}

/** A first install: everything is created, nothing to settle. */
export function installPlan(overrides: Partial<AppPlan> = {}): AppPlan {
  return updatePlan({
    planId: fakeId('plan-install'),
    mode: 'install',
    fromVersion: null,
    toVersion: '1.0.0',
    entities: [
      { kind: 'table', code: 'dec_head', name: 'Declaration head', action: 'create', changes: [] },
      { kind: 'form', code: 'dec_form', name: 'Declaration', action: 'create', changes: [] },
    ],
    tableStatements: [{ tableCode: 'dec_head', statements: ['create table dec_head (id uuid primary key)'] }],
    losses: [],
    conflicts: [],
    bindings: [],
    ...overrides,
  });
}

/** An update that changes records (a dictionary item added, a config, an owned menu) and removes a table, a task and a button point. */
export function recordsPlan(overrides: Partial<AppPlan> = {}): AppPlan {
  return updatePlan({
    planId: fakeId('plan-records'),
    entities: [
      { kind: 'dictionary', code: 'pr_port', name: 'Ports', action: 'change', changes: [{ path: '/items/itemValue=QD', after: { itemText: 'Qingdao', itemValue: 'QD', sortOrder: 3, status: '1' } }] },
      { kind: 'httpConfig', code: 'currency_rates', name: 'Rates', action: 'change', changes: [{ path: '/httpUrl', before: 'https://rates.acme.test/api', after: 'https://rates.acme.test/api/v2' }] },
      { kind: 'menu', code: 'pr_page', name: 'PR entries', action: 'change', changes: [{ path: '/name', before: 'PR declarations', after: 'PR entries' }] },
      { kind: 'menu', code: 'pr_page_add', name: 'Add', action: 'remove', changes: [{ path: '/', before: { menuCode: 'pr_page_add' } }] },
      { kind: 'table', code: 'pr_extra', name: 'Extra notes', action: 'remove', changes: [{ path: '/', before: { tableName: 'pr_extra' } }] },
      { kind: 'importTask', code: 'pr_import', name: 'PR import', action: 'remove', changes: [{ path: '/', before: { taskCode: 'pr_import' } }] },
    ],
    tableStatements: [{ tableCode: 'pr_extra', statements: ['drop table "biz"."t1_pr_extra"'] }],
    losses: [{ id: 'table:pr_extra:dropTable', kind: 'table', code: 'pr_extra', description: 'Dropping table pr_extra loses its 2 rows', rows: 2 }],
    conflicts: [],
    bindings: [],
    ...overrides,
  });
}
