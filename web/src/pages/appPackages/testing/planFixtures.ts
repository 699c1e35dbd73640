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
