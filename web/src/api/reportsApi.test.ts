import type { WidgetData, WidgetDataLine } from '@wharf/engine';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app/appServices';
import { HttpError } from '../http/envelope';
import type { HttpClient } from '../http/httpClient';
import { createReportsApi, readNdjsonLines, streamEndedCode, widgetDataQueryParameters } from './reportsApi';

/** A body that delivers the given byte pieces one read at a time, then ends. */
function streamOf(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

/** Cuts a text's bytes into pieces of `size` bytes (so lines and multi-byte characters are split). */
function piecesOf(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) pieces.push(bytes.slice(start, start + size));
  return pieces;
}

const widgetData = (title: string) => ({ columns: [], rows: [{ port: title }], truncated: false, widget: { widgetCode: 'w' } }) as unknown as WidgetData;

function appWith(fetchImpl: typeof fetch, http: Partial<HttpClient> = {}) {
  const app = {
    bootConfig: { apiBaseUrl: '/api' },
    session: { getState: () => ({ token: 'tok-1' }) },
    settings: { getState: () => ({ language: 'en_US', secondLanguage: 'zh_CN' }) },
    http,
  } as unknown as Pick<AppServices, 'bootConfig' | 'session' | 'settings' | 'http'>;
  return createReportsApi(app, fetchImpl);
}

describe('readNdjsonLines', () => {
  it('gives each line once, whole, however the bytes are cut (inside lines and inside characters)', async () => {
    const text = `{"key":"a","title":"上海港"}\n\n{"key":"b","title":"ท่าเรือ"}\n{"key":"c"}`;
    for (const size of [1, 2, 3, 7, 1000]) {
      const lines: unknown[] = [];
      await readNdjsonLines(streamOf(piecesOf(text, size)), (line) => lines.push(line));
      expect(lines).toEqual([{ key: 'a', title: '上海港' }, { key: 'b', title: 'ท่าเรือ' }, { key: 'c' }]);
    }
  });

  it('gives a line as soon as its newline arrives, before the body ends', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('{"key":"first"}\n{"ke'));
        await gate;
        controller.enqueue(encoder.encode('y":"second"}\n'));
        controller.close();
      },
    });
    const lines: unknown[] = [];
    const done = readNdjsonLines(body, (line) => lines.push(line));
    await vi.waitFor(() => expect(lines).toEqual([{ key: 'first' }]));
    release?.();
    await done;
    expect(lines).toEqual([{ key: 'first' }, { key: 'second' }]);
  });
});

describe('streamWidgetData', () => {
  it('posts the items with the session headers and hands over each line as it comes', async () => {
    const lines: WidgetDataLine[] = [
      { key: 'two', success: true, result: widgetData('B') },
      { key: 'one', success: false, code: 'report/forbidden', message: 'no' },
    ];
    const fetchImpl = vi.fn(async () => new Response(streamOf(piecesOf(lines.map((line) => JSON.stringify(line)).join('\n') + '\n', 5)), { headers: { 'content-type': 'application/x-ndjson' } }));
    const seen: WidgetDataLine[] = [];
    const api = appWith(fetchImpl as unknown as typeof fetch);
    await api.streamWidgetData([{ key: 'one', widgetCode: 'w1' }, { key: 'two', widgetCode: 'w2', filters: [{ colCode: 'port', op: 'eq', value: 'SH' }] }], (line) => seen.push(line));
    expect(seen).toEqual(lines);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/eform\/report\/data\?lang=en_US$/);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'X-Access-Token': 'tok-1', secLang: 'zh_CN', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ items: [{ key: 'one', widgetCode: 'w1' }, { key: 'two', widgetCode: 'w2', filters: [{ colCode: 'port', op: 'eq', value: 'SH' }] }] });
  });

  it('answers an item the stream left out with a failure line, and ignores a repeated or unknown key', async () => {
    const body = [{ key: 'one', success: true, result: widgetData('A') }, { key: 'one', success: true, result: widgetData('again') }, { key: 'stranger', success: true, result: widgetData('x') }];
    const fetchImpl = async () => new Response(body.map((line) => JSON.stringify(line)).join('\n'));
    const seen: WidgetDataLine[] = [];
    await appWith(fetchImpl as unknown as typeof fetch).streamWidgetData([{ key: 'one', widgetCode: 'w1' }, { key: 'two', widgetCode: 'w2' }], (line) => seen.push(line));
    expect(seen).toEqual([{ key: 'one', success: true, result: widgetData('A') }, { key: 'two', success: false, code: streamEndedCode, message: streamEndedCode }]);
  });

  it('rejects a refused request with the server message of its envelope', async () => {
    const fetchImpl = async () => new Response(JSON.stringify({ success: false, code: 400, message: 'items: at most 50', result: null }), { status: 400, headers: { 'content-type': 'application/json' } });
    const failure = appWith(fetchImpl as unknown as typeof fetch).streamWidgetData([], () => undefined);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toThrow('items: at most 50');
  });
});

describe('widgetData and exportWidget', () => {
  it('sends the card parameters as query text, filters and drill as JSON', async () => {
    const request = vi.fn(async () => ({ success: true, message: '', code: 200, result: widgetData('A'), timestamp: 0 }));
    const api = appWith(vi.fn() as unknown as typeof fetch, { request } as unknown as HttpClient);
    await api.widgetData('byPort', { colCode: 'ie', queryValue: 'I', filters: [{ colCode: 'port', op: 'in', value: ['SH'] }], drill: { hierarchy: 'time', path: [2024] } });
    expect(request).toHaveBeenCalledWith('GET', '/eform/report/widget/byPort/data', {
      query: { colCode: 'ie', queryValue: 'I', filters: '[{"colCode":"port","op":"in","value":["SH"]}]', drill: '{"hierarchy":"time","path":[2024]}' },
      signal: undefined,
    });
    expect(widgetDataQueryParameters({ filters: [] })).toEqual({ colCode: undefined, queryValue: undefined, filters: undefined, drill: undefined });
  });

  it('exports through a download-centre task and answers its id and the server message', async () => {
    const post = vi.fn(async () => ({ success: true, message: 'see the download centre', code: 200, result: { taskId: 't1' }, timestamp: 0 }));
    const api = appWith(vi.fn() as unknown as typeof fetch, { post } as unknown as HttpClient);
    expect(await api.exportWidget('w/1', { filters: [{ colCode: 'port', op: 'eq', value: 'SH' }], taskName: 'By port' })).toEqual({ taskId: 't1', message: 'see the download centre' });
    expect(post).toHaveBeenCalledWith('/eform/report/widget/w%2F1/export', { filters: [{ colCode: 'port', op: 'eq', value: 'SH' }], taskName: 'By port' });
    // Nothing to narrow: no empty filter list, no drill.
    await api.exportWidget('w', { filters: [] });
    expect(post).toHaveBeenLastCalledWith('/eform/report/widget/w/export', {});
  });
});
