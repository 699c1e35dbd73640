import { hasMessage } from '@wharf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIndexAnswers } from '../src/http/uniqueViolation';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 15 §4: unique-violation answers have one place, `http/uniqueViolation.ts`, which names the
 * indexes by their names in the database. These names must stay true to the migrations.
 */

let app: TestApp;
let demo: string;

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

describe('unique-violation answers', () => {
  it('name only unique indexes the migrated database has, each with a message', async () => {
    const { rows } = await app.database.owner.raw<{ rows: Array<{ indexname: string }> }>("select indexname from pg_indexes where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%'");
    const uniqueIndexes = new Set(rows.map((row) => row.indexname));
    const missing = Object.keys(uniqueIndexAnswers).filter((index) => !uniqueIndexes.has(index));
    expect(missing).toEqual([]);
    const unknownCodes = Object.values(uniqueIndexAnswers).map((answer) => answer.code).filter((code) => !hasMessage(code));
    expect(unknownCodes).toEqual([]);
  });

  it('answers a second SQL config with a taken code (no check before the write: the index decides) at sqlCode', async () => {
    const record = { sqlCode: 'twice_saved', sqlName: 'Twice', sqlQuery: 'select 1 as value', isCache: 'N' };
    expect((await app.api('POST', '/api/eform/sqlConfig/add', { token: demo, body: record })).status).toBe(200);
    const again = await app.api<{ errors: Array<{ path: string; code: string; message: string }> }>('POST', '/api/eform/sqlConfig/add?lang=en_US', { token: demo, body: record });
    expect(again.status).toBe(400);
    expect(again.body.result.errors).toEqual([{ path: '/body/sqlCode', code: 'sqlConfig/code-exists', message: expect.stringContaining('twice_saved') }]);
  });
});
