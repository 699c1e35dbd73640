import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

interface PcodeBody {
  success: boolean;
  etag: string;
  data: Record<string, Array<{ code: string; name: string; alpha3?: string; digits?: number }> | Record<string, string>>;
  missing: string[];
}
const get = async (query: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}/api/pcode?${query}`, { headers: { 'X-Access-Token': token, ...headers } });
  return { status: response.status, etag: response.headers.get('etag'), body: response.status === 304 ? undefined : ((await response.json()) as PcodeBody) };
};

describe('GET /api/pcode', () => {
  it('serves ISO countries and currencies with names in the request language', async () => {
    const { status, body } = await get('type=country,currency&lang=zh_CN');
    expect(status).toBe(200);
    const countries = body!.data.country as Array<{ code: string; name: string; alpha3: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.find((c) => c.code === 'TH')).toMatchObject({ name: '泰国', alpha3: 'THA' });
    const currencies = body!.data.currency as Array<{ code: string; name: string; digits: number }>;
    expect(currencies.find((c) => c.code === 'THB')).toMatchObject({ name: '泰铢', digits: 2 });
    const thai = await get('type=currency&code=USD&lang=th_TH');
    expect(thai.body!.data.currency).toEqual([expect.objectContaining({ code: 'USD', name: 'ดอลลาร์สหรัฐ' })]);
  });

  it('serves the curated customs tables, as maps on request', async () => {
    const { body } = await get('type=port,unit,transportMode,entryType&format=map&lang=en_US');
    expect(body!.data.port).toMatchObject({ CNSHA: 'Shanghai', THLCH: 'Laem Chabang' });
    expect(body!.data.transportMode).toMatchObject({ 1: 'Maritime transport', 4: 'Air transport' });
    expect(body!.data.unit).toMatchObject({ KGM: 'kilogram' });
    expect(Object.keys(body!.data.entryType as object)).toContain('IM');
  });

  it('answers 304 while the etag is current, in the query or If-None-Match', async () => {
    const first = await get('type=country,transportMode&lang=en_US');
    expect(first.body!.etag).toBeTruthy();
    expect((await get(`type=country,transportMode&lang=en_US&etag=${first.body!.etag}`)).status).toBe(304);
    expect((await get('type=country,transportMode&lang=en_US', { 'If-None-Match': first.etag! })).status).toBe(304);
    expect((await get(`type=country,transportMode&lang=zh_CN&etag=${first.body!.etag}`)).status).toBe(200);

    await app.database.owner('ref_code_type').where({ type: 'transportMode' }).update({ version: 'changed' });
    expect((await get(`type=country,transportMode&lang=en_US&etag=${first.body!.etag}`)).status).toBe(200);
  });

  it('names the types it does not know, and refuses malformed queries', async () => {
    const { body } = await get('type=country,noSuchTable');
    expect(body!.missing).toEqual(['noSuchTable']);
    for (const query of ['type=', "type=country';drop", 'type=country&format=xml']) expect((await get(query)).status, query).toBe(400);
    expect((await fetch(`${app.url}/api/pcode?type=country`)).status).toBe(401);
  });
});
