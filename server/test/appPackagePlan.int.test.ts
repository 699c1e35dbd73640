import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

// The plan's refusals and bindings (issue 19): a bad package is a 400 with the failing paths, a
// package newer than the platform a 400 naming both versions, the caller must administer apps, and
// an environment binding must be bound before an apply writes the config it fills.

type Issue = { path: string; code: string; message: string };
let app: TestApp;
let admin: string;
let staff: string;

const plan = (body: unknown, token = admin) => app.api<{ planId: string; bindings: Array<{ name: string; bound: boolean }> }>('POST', '/api/eform/apps/plan?lang=en_US', { token, body });
const tiny = (extra: Record<string, unknown> = {}) => ({ schemaVersion: 2, packageCode: 'plan_tiny', packageName: 'Tiny', packageVersion: '1.0.0', definitions: [], ...extra });
const errorsOf = (body: { result: unknown }) => (body.result as { errors: Issue[] }).errors;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app?.close());

describe('planning a package', () => {
  it('refuses a caller who may not administer apps, and a body without a package', async () => {
    expect((await plan({ package: tiny() }, staff)).status).toBe(403);
    const missing = await plan({});
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body).map((issue) => issue.path)).toContain('/body/package');
  });

  it('refuses a bad package with the failing paths', async () => {
    const bad = await plan({ package: tiny({ definitions: [{ kind: 'form', body: { schemaVersion: 1, formCode: 'f', formName: 'F', objectName: 'no_such_table', fields: [] } }] }) });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body).some((issue) => issue.path.startsWith('/body/package/definitions/0/body'))).toBe(true);
  });

  it('refuses a package newer than the platform, naming both versions', async () => {
    const format = await plan({ package: tiny({ schemaVersion: 9 }) });
    expect(format.status).toBe(400);
    expect(format.body.message).toBe('The package format version 9 is newer than this platform reads (2): upgrade the platform first');
    const kind = await plan({ package: tiny({ platformSchemaVersions: { form: 99 } }) });
    expect(kind.status).toBe(400);
    expect(kind.body.message).toMatch(/^The package's form definitions have schema version 99, newer than this platform's \d+: upgrade the platform first$/);
    expect(errorsOf(kind.body)[0]!.path).toBe('/body/package/platformSchemaVersions/form');
  });
});

describe('bindings', () => {
  const withBinding = {
    ...tiny(),
    packageCode: 'plan_bound',
    httpConfigs: [{ httpCode: 'plan_rates', httpName: 'Rates', httpUrl: 'https://{{binding:HTTP_PLAN_RATES_HOST}}/today', httpMethod: 'GET' }],
    bindings: [{ name: 'HTTP_PLAN_RATES_HOST', description: 'The rates service host', targets: [{ kind: 'httpConfig', code: 'plan_rates', field: '/httpUrl' }] }],
  };

  it('are listed unbound without a value, and the apply is refused until they are bound', async () => {
    const unbound = await plan({ package: withBinding });
    expect(unbound.status, JSON.stringify(unbound.body)).toBe(200);
    expect(unbound.body.result.bindings).toEqual([{ name: 'HTTP_PLAN_RATES_HOST', description: 'The rates service host', bound: false }]);
    const refused = await app.api('POST', '/api/eform/apps/apply?lang=en_US', { token: admin, body: { planId: unbound.body.result.planId, acceptLosses: false } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('These bindings have no value: HTTP_PLAN_RATES_HOST');

    const bound = await plan({ package: withBinding, bindings: { HTTP_PLAN_RATES_HOST: '93.184.216.34' } });
    expect(bound.body.result.bindings[0]!.bound).toBe(true);
    const applied = await app.api('POST', '/api/eform/apps/apply', { token: admin, body: { planId: bound.body.result.planId, acceptLosses: false } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const config = await app.ctx.owner('eform_http_config').where({ http_code: 'plan_rates' }).first('http_url');
    expect(config.http_url).toBe('https://93.184.216.34/today');
  });

  it('refuses a bound value that points the config at a private address, as the config API does', async () => {
    const planned = await plan({ package: { ...withBinding, packageCode: 'plan_private', httpConfigs: [{ ...withBinding.httpConfigs[0], httpCode: 'plan_private_rates' }], bindings: [{ ...withBinding.bindings[0], targets: [{ kind: 'httpConfig', code: 'plan_private_rates', field: '/httpUrl' }] }] }, bindings: { HTTP_PLAN_RATES_HOST: '10.0.0.7' } });
    const refused = await app.api('POST', '/api/eform/apps/apply?lang=en_US', { token: admin, body: { planId: planned.body.result.planId, acceptLosses: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('appMarket/private-http-target');
    expect(await app.ctx.owner('eform_http_config').where({ http_code: 'plan_private_rates' }).first('id')).toBeUndefined();
  });
});
