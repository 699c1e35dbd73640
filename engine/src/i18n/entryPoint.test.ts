import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every engine source as text, keyed by its path from src/ ('i18n/index.ts').
const sources = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], { eager: true, query: '?raw', import: 'default' })).map(([path, text]) => [posix.join('i18n', path), text]),
);

// Runtime imports and re-exports only: `import type` and `export type` lines bring no code.
const runtimeImport = /^(?:import|export)\s+(?!type\s)(?:[^'"]*?from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every source the module loads at run time, following relative imports. */
function runtimeFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const match of (sources[file] ?? '').matchAll(runtimeImport)) {
    const target = posix.join(posix.dirname(file), match[1] ?? '');
    runtimeFiles(`${target}.ts` in sources ? `${target}.ts` : `${target}/index.ts`, seen);
  }
  return seen;
}

describe('the @wharf/engine/i18n entry point', () => {
  // The web app's login page takes its messages from here; one import of the engine's other code
  // would bring the whole engine to the login page again (issue 21).
  it('loads nothing outside src/i18n', () => {
    const loaded = [...runtimeFiles('i18n/index.ts')];
    expect(loaded.filter((file) => !file.startsWith('i18n/'))).toEqual([]);
    // The walk does reach the catalogues (a pattern that matched nothing would pass above).
    expect(loaded).toContain('i18n/catalogues/login.ts');
  });
});
