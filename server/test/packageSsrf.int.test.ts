import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttpConfigs } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv } from '../src/eform/httpConfig/ssrfGuard';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §3: an HTTP config pointing at a private address is refused when it is saved — through
 * an app package from the market as well as through the config API (install and update), naming
 * the config, unless the operator allows that address:port.
 */

let app: TestApp;
let dataDir: string;
let admin: string;
let tenantId: string;

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-package-ssrf-'));
  app.ctx.config.dataDir = dataDir;
  admin = await app.loginAs('acme_admin');
  tenantId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
  configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({ WHARF_HTTP_ALLOW: '127.0.0.1:8443' }) });
});
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A market package (DATA_DIR/market) with one dictionary and one HTTP config calling `httpUrl`. */
async function marketPackage(packageCode: string, packageVersion: string, httpCode: string, httpUrl: string): Promise<void> {
  await mkdir(join(dataDir, 'market'), { recursive: true });
  await writeFile(join(dataDir, 'market', `${packageCode}.app.json`), JSON.stringify({
    schemaVersion: 1, packageCode, packageName: packageCode, packageVersion, definitions: [],
    dictionaries: [{ dictCode: `${packageCode}_dict`, dictName: 'Dict', items: [{ itemText: 'A', itemValue: 'a' }] }],
    httpConfigs: [{ httpCode, httpName: 'Rates', httpUrl, httpMethod: 'GET' }],
  }));
}

const install = (appCode: string) => app.api('POST', '/api/eform/manage/market/installation', { token: admin, body: { appCode } });
const update = (appCode: string) => app.api('PUT', '/api/eform/manage/market/update', { token: admin, body: { appCode } });
const savedConfig = (httpCode: string) => app.ctx.owner('eform_http_config').where({ tenant_id: tenantId, http_code: httpCode }).first('id');
const savedDict = (dictCode: string) => app.ctx.owner('sys_dict').where({ tenant_id: tenantId, dict_code: dictCode }).first('id');

describe('app package HTTP configs at install', () => {
  it('refuses a package whose HTTP config calls a private address, naming the config, and installs nothing', async () => {
    await marketPackage('ssrf_private', '1.0.0', 'intranet_rates', 'http://10.0.0.7/rates');
    const refused = await install('ssrf_private');
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('appMarket/private-http-target');
    expect(refused.body.message).toContain('intranet_rates');
    expect(refused.body.message).toContain('10.0.0.7:80');
    expect(await savedConfig('intranet_rates')).toBeUndefined();
    expect(await savedDict('ssrf_private_dict')).toBeUndefined();
  });

  it('installs one whose private target the operator allows (address:port)', async () => {
    await marketPackage('ssrf_allowed', '1.0.0', 'allowed_rates', 'https://127.0.0.1:8443/rates');
    expect((await install('ssrf_allowed')).status).toBe(200);
    expect(await savedConfig('allowed_rates')).toBeDefined();
  });

  it('refuses an update that adds a config calling a private address, and leaves the installed version', async () => {
    await marketPackage('ssrf_update', '1.0.0', 'public_rates', 'https://93.184.216.34/rates');
    expect((await install('ssrf_update')).status).toBe(200);
    await marketPackage('ssrf_update', '1.1.0', 'metadata_rates', 'http://169.254.169.254/latest');
    const refused = await update('ssrf_update');
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('appMarket/private-http-target');
    expect(refused.body.message).toContain('metadata_rates');
    expect(await savedConfig('metadata_rates')).toBeUndefined();
    const installed = await app.ctx.owner('eform_market_installation').where({ tenant_id: tenantId, app_code: 'ssrf_update' }).first<{ app_version: string }>('app_version');
    expect(installed!.app_version).toBe('1.0.0');
  });
});
