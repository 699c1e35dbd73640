import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJsBudgetBytes, measureInitialJs } from '../bench/initialJs';

describe('weight of the built app', () => {
  it('keeps the login route under 250 KB of gzipped JavaScript', () => {
    const report = measureInitialJs(resolve(process.env.E2E_WEB_DIST || resolve(import.meta.dirname, '..', 'dist')));
    console.log(`initial JavaScript: ${(report.totalGzipBytes / 1024).toFixed(1)} KB gzip in ${report.files.length} files`);
    expect(report.files.length).toBeGreaterThan(0);
    expect(report.totalGzipBytes).toBeLessThanOrEqual(initialJsBudgetBytes);
  });
});
