import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('WHARF_EXAMPLE_ROWS', () => {
  it('seeds the example rows unless it is 0', () => {
    expect(loadConfig({}, []).exampleRows).toBe(true);
    expect(loadConfig({ WHARF_EXAMPLE_ROWS: '1' }, []).exampleRows).toBe(true);
    expect(loadConfig({ WHARF_EXAMPLE_ROWS: '0' }, []).exampleRows).toBe(false);
  });

  it('stops the start on another value', () => {
    expect(() => loadConfig({ WHARF_EXAMPLE_ROWS: 'no' }, [])).toThrow(/WHARF_EXAMPLE_ROWS must be 1 or 0, got "no"/);
  });
});
