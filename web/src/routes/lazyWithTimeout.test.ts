import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './lazyWithTimeout';

describe('withTimeout', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(withTimeout(async () => 'module', 50)).resolves.toBe('module');
  });

  it('rejects when the chunk does not arrive', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toThrow('timed out after 120000 ms');
    vi.useRealTimers();
  });
});
