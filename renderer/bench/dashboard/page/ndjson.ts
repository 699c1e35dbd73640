import type { WidgetDataLine, WidgetDataRequest } from '@wharf/engine';

/**
 * The one batched request both pages make (`POST /data`, NDJSON), each line handed on as it arrives —
 * what the web's `streamWidgetData` does against the real server.
 */
export async function streamLines(items: WidgetDataRequest[], onLine: (line: WidgetDataLine) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch('/data', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items }), signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const text = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      if (text) onLine(JSON.parse(text) as WidgetDataLine);
      newline = pending.indexOf('\n');
    }
    if (done) break;
  }
}
