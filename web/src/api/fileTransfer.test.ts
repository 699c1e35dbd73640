import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app/appServices';
import { createFileTransfer } from './fileTransfer';

const services = {
  bootConfig: { apiBaseUrl: '/api' },
  session: { getState: () => ({ token: 'tok' }) },
  settings: { getState: () => ({ language: 'en_US', secondLanguage: '' }) },
} as unknown as Pick<AppServices, 'bootConfig' | 'session' | 'settings'>;

/** A stand-in XMLHttpRequest that records what is sent and answers as told, reporting one progress step. */
function fakeRequest(status: number, body: unknown | 'network-error') {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private call = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) { this.call.method = method; this.call.url = url; }
    setRequestHeader(name: string, value: string) { this.call.headers[name] = value; }
    send(payload: unknown) {
      this.call.body = payload;
      sent.push(this.call);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (body === 'network-error') { this.onerror?.(); return; }
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('createFileTransfer', () => {
  it('uploads the raw file for its form and field with the token, reports progress and answers the stored file', async () => {
    const stored = { id: 'f1', name: 'ship.png', contentType: 'image/png', size: 4, url: '/api/files/f1' };
    const sent = fakeRequest(201, { success: true, code: 201, result: stored });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ship.png');
    const progress: number[] = [];
    expect(await createFileTransfer(services).upload(file, { formCode: 'photo_form', colCode: 'photo', onProgress: (percent) => progress.push(percent) })).toEqual(stored);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/files/upload?purpose=form&formCode=photo_form&colCode=photo&fileName=ship.png&lang=en_US', body: file });
    expect(sent[0]!.headers).toMatchObject({ 'X-Access-Token': 'tok', 'Content-Type': 'application/octet-stream' });
    expect(progress).toEqual([50]);
  });

  it('rejects with the server\'s own words for a refused file, and with no message when nothing reached the server', async () => {
    fakeRequest(413, { success: false, code: 413, message: 'The file is too large, at most 10M', result: null });
    await expect(createFileTransfer(services).upload(new File(['x'], 'a.pdf'), { formCode: 'f', colCode: 'c' })).rejects.toThrow('The file is too large, at most 10M');
    fakeRequest(400, { success: false, code: 400, message: 'Validation error', result: { errors: [{ path: '/body', code: 'files/content-mismatch', message: 'The file\'s content is not a png file' }] } });
    await expect(createFileTransfer(services).upload(new File(['x'], 'a.png'), { formCode: 'f', colCode: 'c' })).rejects.toThrow('The file\'s content is not a png file');
    fakeRequest(0, 'network-error');
    await expect(createFileTransfer(services).upload(new File(['x'], 'a.png'), { formCode: 'f', colCode: 'c' })).rejects.toThrow(/^$/);
  });

  it('reads a stored file with the session\'s token at its API address', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(new Uint8Array([1, 2]), { status: 200, headers: { 'Content-Type': 'image/png' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await createFileTransfer(services).readFile('/api/files/f1');
    expect(blob.size).toBe(2);
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/api\/files\/f1\?_t=\d+&lang=en_US$/);
    expect(fetch.mock.calls[0]![1].headers).toMatchObject({ 'X-Access-Token': 'tok' });
  });
});
