import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { scriptPoolSettings } from './serverScriptPool';

describe('the script pool\'s settings', () => {
  it('default to 2 threads and 8 waiting per tenant, and take whole numbers from the environment', () => {
    expect(scriptPoolSettings({})).toEqual({ workers: 2, maxWaitingPerTenant: 8 });
    expect(scriptPoolSettings({ WHARF_SCRIPT_WORKERS: '4', WHARF_SCRIPT_QUEUE: '20' })).toEqual({ workers: 4, maxWaitingPerTenant: 20 });
  });

  it('stop the start on a bad value, naming the variable', () => {
    expect(() => loadConfig({ WHARF_SCRIPT_WORKERS: '0' }, [])).toThrow(/WHARF_SCRIPT_WORKERS/);
    expect(() => loadConfig({ WHARF_SCRIPT_QUEUE: 'lots' }, [])).toThrow(/WHARF_SCRIPT_QUEUE/);
    expect(() => loadConfig({ WHARF_CSP_CONNECT_SRC: "'unsafe-eval'" }, [])).toThrow(/WHARF_CSP_CONNECT_SRC/);
  });
});
