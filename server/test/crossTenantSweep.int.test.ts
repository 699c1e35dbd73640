import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCases, exemptOperations, type Outcome } from './crossTenant/cases';
import { changedTables, snapshotTenant } from './crossTenant/tenantSnapshot';
import { prepareVictimTenant, type VictimTenant } from './crossTenant/victimTenant';
import { visitLogFor } from '../src/identity/visitLog';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue #5 §9: for every endpoint that takes an id, a tenant-A administrator using a tenant-B id
 * gets 404 (or 403) and changes nothing. The operations come from the OpenAPI document, so a new
 * id-taking route fails here until it is given a case (or an exemption with its reason).
 */

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const idLikeName = /^(id|ids|pid|userid)$|Ids?$|Array$/;

/** Operations that take a path parameter, an id-like query or body field, or an opaque body (whose id the schema does not show). */
function idTakingOperations(document: { paths: Record<string, Record<string, OpenApiOperation>> }): string[] {
  const found: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const names = (operation.parameters ?? []).map((parameter) => parameter.name);
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const bodyNames = Object.keys(bodySchema?.properties ?? {});
      const opaqueBody = bodySchema !== undefined && bodyNames.length === 0;
      if (path.includes('{') || [...names, ...bodyNames].some((name) => idLikeName.test(name)) || opaqueBody) {
        found.push(`${method.toUpperCase()} ${path}`);
      }
    }
  }
  return found.sort();
}

const expectedStatuses: Record<Outcome, number[]> = { refused: [403, 404], ownScope: [200], unknownName: [400], unknownReference: [400] };
const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

let app: TestApp;
let victim: VictimTenant;
let attacker: string;

beforeAll(async () => {
  app = await startTestApp();
  victim = await prepareVictimTenant(app);
  attacker = await app.loginAs('acme_admin');
});
afterAll(async () => {
  if (victim) rmSync(victim.exportFile, { force: true });
  await app?.close();
});

describe('one tenant\'s administrator using another tenant\'s ids', () => {
  it('has a case for every id-taking operation, and no case for an operation that is gone', async () => {
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Parameters<typeof idTakingOperations>[0];
    const covered = new Set([...sweepCases.map((entry) => entry.operation), ...Object.keys(exemptOperations)]);
    const operations = idTakingOperations(document);
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    const known = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)));
    expect([...covered].filter((operation) => !known.has(operation))).toEqual([]);
  });

  it('is refused (or kept to their own tenant) everywhere, sees none of the victim\'s ids, and changes nothing of the victim', async () => {
    const victimIds = new Set(Object.values(victim).filter((value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)));
    victimIds.delete(victim.attackerTenantId);
    // The victim's own visits from preparing the fixture are written in batches: flush them first.
    await visitLogFor(app.ctx).flush();
    const before = await snapshotTenant(app.database.owner, victim.tenantId);
    const problems: string[] = [];
    for (const entry of sweepCases) {
      const [method] = entry.operation.split(' ');
      const request = entry.request(victim);
      const response = await fetch(`${app.url}${request.path}`, {
        method,
        headers: { 'X-Access-Token': attacker, ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      const text = await response.text();
      const outcome = entry.outcome ?? 'refused';
      const wrongStatus = !expectedStatuses[outcome].includes(response.status) || (outcome === 'unknownReference' && !/not-found|not-exist/.test(text));
      if (wrongStatus) problems.push(`${entry.operation}: ${response.status} (wanted ${outcome}) ${text.slice(0, 200)}`);
      const sent = JSON.stringify(request);
      const leaked = [...new Set(text.match(uuidPattern) ?? [])].filter((id) => victimIds.has(id) && !sent.includes(id));
      if (leaked.length > 0) problems.push(`${entry.operation}: answer shows the victim's ${leaked.join(', ')}`);
    }
    await visitLogFor(app.ctx).flush();
    const after = await snapshotTenant(app.database.owner, victim.tenantId);
    expect({ problems, changedTables: changedTables(before, after) }).toEqual({ problems: [], changedTables: [] });
  });
});
