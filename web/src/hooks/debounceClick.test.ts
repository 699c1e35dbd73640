import { describe, expect, it, vi } from 'vitest';
import { debounceClick } from './debounceClick';

describe('debounceClick', () => {
  it('runs once per 300 ms window', () => {
    let time = 1000;
    const handler = vi.fn();
    const click = debounceClick(handler, 300, () => time);
    click('a');
    time += 299;
    click('b');
    time += 1;
    click('c');
    expect(handler.mock.calls).toEqual([['a'], ['c']]);
  });

  it('refuses a non-function', () => {
    expect(() => debounceClick('nope' as unknown as () => void)).toThrow(TypeError);
  });
});
