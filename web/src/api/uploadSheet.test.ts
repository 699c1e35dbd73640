import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app/appServices';
import { uploadSheet } from './uploadSheet';

const services = {
  bootConfig: { apiBaseUrl: '/api' },
  session: { getState: () => ({ token: 'tok' }) },
  settings: { getState: () => ({ language: 'en_US', secondLanguage: '' }) },
} as unknown as Pick<AppServices, 'bootConfig' | 'session' | 'settings'>;

const file = new File([new Uint8Array([0x50, 0x4b])], 'rows 1.xlsx');
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('uploadSheet', () => {
  it('sends the file as the raw body with the token, its name and the language, and reads a 201 answer', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(201, { success: true, code: 201, message: '1 imported, 1 refused', result: { imported: 1, refused: 1, importId: 'x' } }));
    vi.stubGlobal('fetch', fetch);
    const result = await uploadSheet<{ imported: number }>(services, '/eform/views/v/import', file);
    expect(result).toEqual({ status: 201, code: 201, message: '1 imported, 1 refused', result: { imported: 1, refused: 1, importId: 'x' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/eform/views/v/import?fileName=rows+1.xlsx&lang=en_US');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ 'X-Access-Token': 'tok', 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  });

  it('rejects with the server message on a failed import, and with no message when nothing reached the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, { success: false, code: 400, message: 'Import failed: the data format is incorrect', result: null })));
    await expect(uploadSheet(services, '/x', file)).rejects.toThrow('Import failed: the data format is incorrect');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    await expect(uploadSheet(services, '/x', file)).rejects.toThrow('HTTP 502');
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(uploadSheet(services, '/x', file)).rejects.toThrow(/^$/);
  });
});
