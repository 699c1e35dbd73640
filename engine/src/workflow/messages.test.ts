import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n';

const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.test-support.ts'], { eager: true, query: '?raw', import: 'default' });

/** Every `workflow/…` code written in the engine's workflow sources (tests excluded). */
function codesInSources(): string[] {
  const codes = new Set<string>();
  for (const text of Object.values(sources)) for (const match of text.matchAll(/'(workflow\/[a-z0-9-]+)'/g)) codes.add(match[1]!);
  return [...codes].sort();
}

describe('workflow messages', () => {
  it('every code the engine produces has a message (all four languages are checked by the catalogue test)', () => {
    const codes = codesInSources();
    expect(codes.length).toBeGreaterThan(30);
    expect(codes.filter((code) => !hasMessage(code))).toEqual([]);
  });

  it('has the spec §8 workflow messages', () => {
    for (const code of ['no-running-tasks', 'no-transition', 'process-suspended', 'task-delegated', 'no-template-for-form', 'relation-query-failed', 'duplicate-users']) {
      expect(hasMessage(`workflow/${code}`), code).toBe(true);
    }
  });
});
