import { buildQuickApp } from '@wharf/engine';
import type { ViewDefinition } from '@wharf/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23, spec §8 "default button or fields cannot be deleted": saving a view through the
 * definitions API without a default button its stored version has is a 400 at /body/buttons, and the
 * stored view keeps it; other edits of the buttons save as before.
 */

type Stored = { id: string; version: number; body: ViewDefinition };
type Refusal = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let admin: string;
const table = { schemaVersion: 1 as const, tableName: 'dbv_head', tableTitle: 'Heads', columns: [{ colCode: 'head_no', colName: 'No', colType: 'varchar' as const, colLength: 20, isKey: 'Y' as const }] };
const view = buildQuickApp(table, { formCode: 'dbv_form', viewCode: 'dbv_list', lang: 'en_US' }).view;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

const save = (stored: Stored, body: ViewDefinition) => app.api<Stored & Refusal>('PUT', `/api/eform/definitions/${stored.id}?lang=en_US`, { token: admin, body: { version: stored.version, body } });

describe('a saved view keeps its default buttons', () => {
  it('refuses a save that drops the delete button, and keeps the stored view', async () => {
    const created = await app.api<Stored>('POST', '/api/eform/definitions', { token: admin, body: { kind: 'view', code: 'dbv_list', name: 'Heads', body: view } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = created.body.result;

    const answer = await save(stored, { ...view, buttons: view.buttons!.filter((button) => button.buttonCode !== 'delete') });
    expect(answer.status).toBe(400);
    expect(answer.body.result.errors).toEqual([{
      path: '/body/buttons', code: 'view/default-button-delete',
      message: 'Default buttons or fields cannot be deleted: Delete (delete) (to keep a button from users, leave its permission ungranted)',
    }]);
    const after = await app.api<Stored>('GET', `/api/eform/definitions/${stored.id}`, { token: admin });
    expect(after.body.result.version).toBe(stored.version);
    expect(after.body.result.body.buttons!.map((button) => button.buttonCode)).toContain('delete');

    // Renamed and reordered default buttons, and a button of the builder's own added then removed, save.
    const renamed = { ...view, buttons: [...view.buttons!].reverse().map((button) => ({ ...button, buttonName: `${button.buttonName} now` })) };
    const withOwn = { ...renamed, buttons: [...renamed.buttons, { buttonName: 'Help', buttonType: 'toolbar' as const, openType: 'openUrl' as const, linkUrl: 'https://example.com/help' }] };
    const first = await save(stored, withOwn);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await save(first.body.result, renamed);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
  });
});
