import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantCases, inTenantExemptions, type InTenantCaller, type InTenantOutcome } from './inTenant/cases';
import { prepareFormDataUsers } from './inTenant/formDataUsers';
import { changedTables, snapshotTenant } from './crossTenant/tenantSnapshot';
import { prepareVictimTenant, type VictimTenant } from './crossTenant/victimTenant';
import { visitLogFor } from '../src/identity/visitLog';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §1: inside one tenant, a user who holds no role (and, where it applies, one who holds
 * only a view unrelated to the victim's form) sends every operation that takes an id or a code
 * with the ids and codes of another user's objects (the demo administrator's: the customs form,
 * its view and records, roles, menus…). Each is refused, or answers with nothing of the victim's,
 * and nothing of the victim's changes. The operations come from the OpenAPI document, so a new
 * such route fails here until `inTenant/cases.ts` gives it a case (or an exemption with its reason).
 */

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const idLikeName = /^(id|ids|pid|userid)$|Ids?$|Array$/;
const codeLikeName = /^(formCode|viewCode|tableName|pageCode|taskCode|ruleCode|sqlCode|dictCode)$/;

/** Operations that take a path parameter, an id- or code-like query or body field, or an opaque body. */
function idOrCodeTakingOperations(document: { paths: Record<string, Record<string, OpenApiOperation>> }): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const names = (operation.parameters ?? []).map((parameter) => parameter.name);
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const bodyNames = Object.keys(bodySchema?.properties ?? {});
      const opaqueBody = bodySchema !== undefined && bodyNames.length === 0;
      if (path.includes('{') || [...names, ...bodyNames].some((name) => idLikeName.test(name) || codeLikeName.test(name)) || opaqueBody) {
        found.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return found.sort();
}

const refusals = [403, 404];
/** Values only the victim's objects hold (the declaration's consignee, the draft announcement's text). */
const victimValues = ['Victim Trading Co.', 'only demo'];
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Tables the callers' own activity writes (their sessions, visits, logs, own settings): a change
 * there is theirs, not the victim's. Every other table of the tenant must stay as it was.
 */
// The download centre's tasks are the caller's own too: a widget their (default) portal shows may be exported.
const callersOwnTables = new Set(['public.sys_session', 'public.sys_visit_log', 'public.sys_operation_log', 'public.sys_login_log', 'public.sys_custom', 'public.sys_user_settings', 'public.sys_export_task']);

let app: TestApp;
let victim: VictimTenant;
let tokens: Record<InTenantCaller, string>;

beforeAll(async () => {
  app = await startTestApp();
  victim = await prepareVictimTenant(app);
  const users = await prepareFormDataUsers(app);
  tokens = { noRole: users.noRole, unrelatedView: users.unrelatedView };
});
afterAll(async () => {
  if (victim) rmSync(victim.exportFile, { force: true });
  await app?.close();
});

function judged(outcome: InTenantOutcome, status: number): boolean {
  return outcome === 'refused' ? refusals.includes(status) : status < 500;
}

describe('a user of the same tenant without the grants, using another user\'s ids and codes', () => {
  it('has a case for every id- or code-taking operation, and no case for an operation that is gone', async () => {
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Parameters<typeof idOrCodeTakingOperations>[0];
    const covered = new Set([...inTenantCases.map((entry) => entry.operation), ...Object.keys(inTenantExemptions)]);
    expect(idOrCodeTakingOperations(document).filter((operation) => !covered.has(operation))).toEqual([]);
    const known = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));
    expect([...covered].filter((operation) => !known.has(operation))).toEqual([]);
  });

  it('is refused (or answered with nothing of the victim\'s) everywhere, and changes nothing of the victim\'s', async () => {
    const victimIds = new Set(Object.values(victim).filter((value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)));
    victimIds.delete(victim.attackerTenantId);
    victimIds.delete(victim.tenantId);
    await visitLogFor(app.ctx).flush();
    const before = await snapshotTenant(app.database.owner, victim.tenantId);
    const problems: string[] = [];
    for (const entry of inTenantCases) {
      const [method] = entry.operation.split(' ');
      const request = entry.request(victim);
      for (const who of entry.callers ?? ['noRole']) {
        const response = await fetch(`${app.url}${request.path}`, {
          method,
          headers: { 'X-Access-Token': tokens[who], ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await response.text();
        const outcome = entry.outcome ?? 'refused';
        if (!judged(outcome, response.status)) problems.push(`${entry.operation} as ${who}: ${response.status} (wanted ${outcome}) ${text.slice(0, 160)}`);
        const sent = JSON.stringify(request);
        const leaked = [...new Set(text.match(uuidPattern) ?? [])].filter((id) => victimIds.has(id) && !sent.includes(id));
        if (leaked.length > 0) problems.push(`${entry.operation} as ${who}: answer shows the victim's ${leaked.join(', ')}`);
        const shown = victimValues.filter((value) => text.includes(value) && !sent.includes(value));
        if (shown.length > 0) problems.push(`${entry.operation} as ${who}: answer shows the victim's values ${shown.join(', ')}`);
      }
    }
    await visitLogFor(app.ctx).flush();
    const after = await snapshotTenant(app.database.owner, victim.tenantId);
    const changed = changedTables(before, after).filter((table) => !callersOwnTables.has(table));
    expect({ problems, changed }).toEqual({ problems: [], changed: [] });
  });
});
