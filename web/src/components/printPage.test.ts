import { describe, expect, it, vi } from 'vitest';
import { printDelayMs, printPage } from './printPage';

describe('printPage', () => {
  it('marks the target and the body, waits 200 ms, prints, then removes the marks', async () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    const seen: string[] = [];
    const wait = vi.fn(async (ms: number) => {
      seen.push(`wait ${ms}: ${document.body.classList.contains('wharf-printing')} ${target.classList.contains('wharf-print-target')}`);
    });
    const print = vi.fn(() => seen.push(`print: ${document.body.classList.contains('wharf-printing')}`));
    await printPage(target, { print, wait });
    expect(printDelayMs).toBe(200);
    expect(seen).toEqual(['wait 200: true true', 'print: true']);
    expect(document.body.classList.contains('wharf-printing')).toBe(false);
    expect(target.classList.contains('wharf-print-target')).toBe(false);
    target.remove();
  });

  it('removes the marks even when printing fails', async () => {
    const target = document.createElement('div');
    document.body.appendChild(target);
    await expect(printPage(target, { wait: async () => undefined, print: () => { throw new Error('no printer'); } })).rejects.toThrow('no printer');
    expect(document.body.classList.contains('wharf-printing')).toBe(false);
    target.remove();
  });
});
