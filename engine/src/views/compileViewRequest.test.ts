import type { TableDefinition, ViewDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { shippedDefinitions } from '../kinds/goldenDefinitions.test-support';
import { buildTableViewQuery } from './buildViewQuery';
import { compileViewExport, compileViewRequest, maxExportRows } from './compileViewRequest';

const body = <T>(kind: string, pick: (b: T) => boolean) => shippedDefinitions.filter((d) => d.kind === kind).map((d) => d.body as T).find(pick)!;
const view = body<ViewDefinition>('view', (v) => v.viewCode === 'dec_list_view');
const table = body<TableDefinition>('table', (t) => t.tableName === 'dec_head');
const built = buildTableViewQuery(view, 't_dec_head', table);
if (!built.ok) throw new Error(built.code);
const query = built.query;

describe('compileViewRequest', () => {
  it('turns `after` into a keyset page, and refuses a cursor that is not an object as view/bad-cursor', () => {
    const keyset = compileViewRequest(query.masked, { after: JSON.stringify({ createTime: '2026-01-01 00:00:00', id: 'a' }), pageSize: '10' }, { probeNextPage: true, lang: 'en_US' });
    expect(keyset.ok && keyset.page).toMatchObject({ mode: 'keyset', pageSize: 10 });
    for (const after of ['[1]', 'not json', 'null']) {
      expect(compileViewRequest(query.masked, { after }, { probeNextPage: true, lang: 'en_US' })).toEqual({ ok: false, errors: [{ path: 'after', code: 'view/bad-cursor', message: 'The after parameter is not valid' }] });
    }
  });

  it('always selects the key when `field` narrows the columns', () => {
    const result = compileViewRequest(query.masked, { field: 'entryId' }, { probeNextPage: true, lang: 'en_US' });
    expect(result.ok && result.sql.text).toMatch(/^SELECT "entryId", "id" FROM/);
  });

  it('shows no rows for a data rule the view cannot express, rather than failing the page', () => {
    const rule = { kind: 'group' as const, match: 'and' as const, children: [{ kind: 'condition' as const, field: 'notInTheView', operator: 'equal' as const, value: 'x' }] };
    const result = compileViewRequest(query.masked, {}, { probeNextPage: true, rowFilter: rule, lang: 'en_US' });
    const none = compileViewRequest(query.masked, {}, { probeNextPage: true, rowFilter: false, lang: 'en_US' });
    expect(result.ok && none.ok && result.sql).toEqual(none.ok && none.sql);
  });
});

describe('compileViewExport', () => {
  it('reads every row up to the cap, without paging, filtered as the list', () => {
    const result = compileViewExport(query, { entryId: 'E1', pageNo: '3', pageSize: '50' }, { canUnmask: false, rowFilter: true, lang: 'en_US' });
    expect(result.ok && result.sql.text).toMatch(/ WHERE "entryId" LIKE \$1 ESCAPE '\\' ORDER BY "create_time" DESC, "id" DESC LIMIT \$2$/);
    expect(result.ok && result.sql.values).toEqual(['%E1%', maxExportRows]);
  });

  it('lets only an exporter who may unmask filter on a masked column', () => {
    expect(compileViewExport(query, { brokerEmail: 'a' }, { canUnmask: false, rowFilter: true, lang: 'en_US' }).ok).toBe(false);
    expect(compileViewExport(query, { brokerEmail: 'a' }, { canUnmask: true, rowFilter: true, lang: 'en_US', rowCap: 5 })).toMatchObject({ ok: true, sql: { values: ['a', 5] } });
  });
});
