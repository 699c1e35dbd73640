import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 17: `GET /api/eform/portal/mine` resolves the caller's portal from the published portals and
 * their roles (the customs example's default `customs_home` plus role overrides made here), with
 * what its to-do, done and announcement widgets show; "preview as role" is for portal designers.
 */

interface Widget { widgetId: string; widgetType: string; code?: string; limit?: number; w: number }
interface Answer {
  portal: { portalCode: string; widgets: Widget[] } | null;
  basePortalCode: string | null;
  overrideCodes: string[];
  reportCodes: string[];
  dashboardCodes: string[];
  needs: Partial<Record<'todo' | 'done' | 'announcement' | 'message', { total: number; size: number; records: Array<Record<string, unknown>> }>>;
}

let app: TestApp;
const token: Record<string, string> = {};

function ok<T>(response: { status: number; body: { result: T } }, what: string): T {
  if (response.status !== 200 && response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const widget = (widgetId: string, widgetType: string, extra: Record<string, unknown> = {}) => ({ widgetId, widgetType, x: 0, y: 20, w: 6, h: 4, ...extra });

/** Creates a portal through the definition store as the administrator, published unless told otherwise. */
async function portal(body: Record<string, unknown>, isPublished = true): Promise<string> {
  const code = body.portalCode as string;
  const created = ok(await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: token.demo_admin, body: { kind: 'portal', code, name: code, body: { schemaVersion: 1, portalName: code, ...body } } }), `create ${code}`);
  if (isPublished) ok(await app.api('POST', `/api/eform/definitions/${created.id}/publish`, { token: token.demo_admin, body: {} }), `publish ${code}`);
  return created.id;
}

const mine = async (who: string) => ok(await app.api<Answer>('GET', '/api/eform/portal/mine', { token: token[who] }), `mine of ${who}`);
const ids = (answer: Answer) => answer.portal?.widgets.map((w) => w.widgetId);

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['demo_admin', 'dec_clerk', 'officer_li', 'acme_admin']) token[username] = await app.loginAs(username);
  // Only the example's base portal stays: this file makes its own overrides (the example's may change).
  await app.database.owner('eform_definition').where({ kind: 'portal' }).whereNot({ code: 'customs_home' }).del();
  // The clerk's override: a wider to-do list, no recent declarations, their done list and announcements.
  await portal({
    portalCode: 'customs_home_clerk', basePortalCode: 'customs_home', roleCodes: ['customs_clerk'], hiddenWidgetIds: ['recent'],
    widgets: [widget('todo', 'todo', { w: 12, limit: 8 }), widget('done', 'done', { limit: 3 }), widget('news', 'announcement')],
  });
  // The officers' override adds a dashboard; a draft override for clerks is not in force yet.
  await portal({ portalCode: 'customs_home_officer', basePortalCode: 'customs_home', roleCodes: ['customs_officer'], widgets: [widget('board', 'dashboard', { code: 'customs_board' })] });
  await portal({ portalCode: 'customs_home_draft', basePortalCode: 'customs_home', roleCodes: ['customs_clerk'], widgets: [widget('draft', 'text', { content: 'not yet' })] }, false);
});
afterAll(async () => app?.close());

describe('the caller\'s portal', () => {
  it('gives the administrator (no portal role) the default base portal as published', async () => {
    const answer = await mine('demo_admin');
    expect(answer).toMatchObject({ basePortalCode: 'customs_home', overrideCodes: [], reportCodes: ['dec_by_port_chart'], dashboardCodes: [] });
    expect(ids(answer)).toEqual(['todo', 'chart', 'recent']);
    // Only the to-do widget's need is read: the base has no done, announcement or message widget.
    expect(Object.keys(answer.needs)).toEqual(['todo']);
  });

  it('gives a clerk the base with the clerk override (replaced, hidden, added) and not the unpublished one', async () => {
    const answer = await mine('dec_clerk');
    expect(answer.overrideCodes).toEqual(['customs_home_clerk']);
    expect(ids(answer)).toEqual(['todo', 'chart', 'done', 'news']);
    expect(answer.portal?.widgets[0]).toMatchObject({ w: 12, limit: 8 });
    expect(Object.keys(answer.needs).sort()).toEqual(['announcement', 'done', 'todo']);
  });

  it('gives an officer the officer override and its dashboard code', async () => {
    const answer = await mine('officer_li');
    expect(answer.overrideCodes).toEqual(['customs_home_officer']);
    expect(answer.dashboardCodes).toEqual(['customs_board']);
    expect(ids(answer)).toEqual(['todo', 'chart', 'recent', 'board']);
  });

  it('answers another tenant without portals an empty portal, never demo\'s', async () => {
    const answer = await mine('acme_admin');
    expect(answer).toEqual({ portal: null, basePortalCode: null, overrideCodes: [], reportCodes: [], dashboardCodes: [], needs: {} });
    expect((await app.api('GET', '/api/eform/portal/customs_home/preview', { token: token.acme_admin })).status).toBe(404);
  });

  it('carries the caller\'s own to-dos, done tasks and announcements, as their own lists answer them', async () => {
    const record = ok(await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: token.dec_clerk, body: { data: declaration('I', 'Portal Co.') } }), 'record');
    const started = ok(await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: token.dec_clerk, body: { processKey: 'dec_approval', formCode: 'dec_form', dataId: record.id } }), 'start');
    const task = await app.database.owner('bpm_task as t').join('sys_user as u', 'u.id', 't.assignee_id').where({ 't.instance_id': started.instanceId, 't.status': 'pending' }).first<{ id: string; username: string }>('t.id', 'u.username');
    token[task!.username] ??= await app.loginAs(task!.username);
    const assignee = await mine(task!.username);
    const todo = ok(await app.api<{ total: number; records: Array<{ id: string }> }>('GET', '/api/bpm/task/todo?pageSize=10', { token: token[task!.username] }), 'todo');
    expect(assignee.needs.todo?.total).toBe(todo.total);
    expect(assignee.needs.todo?.records.map((r) => r.id)).toContain(task!.id);

    const news = ok(await app.api<{ id: string }>('POST', '/api/system/annountCement/add', { token: token.demo_admin, body: { title: 'Portal news', content: '<p>Hello</p>', priority: 'M' } }), 'announce');
    ok(await app.api('GET', `/api/system/annountCement/doReleaseData?id=${news.id}`, { token: token.demo_admin }), 'release');
    const clerk = await mine('dec_clerk');
    expect(clerk.needs.announcement?.records.map((r) => r.title)).toContain('Portal news');
    // Widgets ask for as many rows as their largest limit.
    expect(clerk.needs.todo?.size).toBe(8);
    expect(clerk.needs.done?.size).toBe(3);
  });
});

describe('preview as role', () => {
  it('shows a designer a base as a role\'s holder sees it, drafts included', async () => {
    const preview = ok(await app.api<Answer>('GET', '/api/eform/portal/customs_home/preview?roleCode=customs_clerk', { token: token.demo_admin }), 'preview');
    expect(preview.overrideCodes).toEqual(['customs_home_clerk', 'customs_home_draft']);
    expect(ids(preview)).toEqual(['todo', 'chart', 'done', 'news', 'draft']);
    const bare = ok(await app.api<Answer>('GET', '/api/eform/portal/customs_home/preview', { token: token.demo_admin }), 'bare preview');
    expect(ids(bare)).toEqual(['todo', 'chart', 'recent']);
  });

  it('is refused to a caller who does not design portals, and answers 400 and 404 for bad codes', async () => {
    const refused = await app.api('GET', '/api/eform/portal/customs_home/preview?roleCode=customs_clerk', { token: token.dec_clerk });
    expect(refused.status).toBe(403);
    expect((await app.api('GET', '/api/eform/portal/customs_home/preview?roleCode=bad%20code', { token: token.demo_admin })).status).toBe(400);
    expect((await app.api('GET', '/api/eform/portal/no_such_portal/preview', { token: token.demo_admin })).status).toBe(404);
  });
});

describe('portal type 2 (spec §2: the simple layout)', () => {
  it('is the permission list\'s portalType for a caller whose portal has type 2, and 1 for the others', async () => {
    const portalTypeOf = async (who: string) => ok(await app.api<{ portalType: string }>('GET', '/api/system/getUserPermissionByToken', { token: token[who] }), `permissions of ${who}`).portalType;
    expect(await portalTypeOf('dec_clerk')).toBe('1');
    // A base portal of the finance role, in the simple layout: it wins over the default for its holders.
    await portal({ portalCode: 'finance_home', portalType: '2', roleCodes: ['finance'], widgets: [widget('done', 'done')] });
    token.finance_zhao = await app.loginAs('finance_zhao');
    expect(await portalTypeOf('finance_zhao')).toBe('2');
    expect((await mine('finance_zhao')).basePortalCode).toBe('finance_home');
    expect(await portalTypeOf('dec_clerk')).toBe('1');
    expect(await portalTypeOf('demo_admin')).toBe('1');
  });
});
