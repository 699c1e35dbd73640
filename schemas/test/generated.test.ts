// Fails when src/generated/ no longer matches json/*.schema.json: run `npm run generate -w @wharf/schemas`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDir, renderAll } from '../scripts/generate';

describe('generated files', () => {
  it('are up to date with the schemas', async () => {
    const expected = await renderAll();
    for (const [name, content] of Object.entries(expected)) {
      const committed = readFileSync(join(generatedDir, name), 'utf8');
      expect(committed === content, `src/generated/${name} is stale: run npm run generate -w @wharf/schemas`).toBe(true);
    }
  }, 60_000);

  it('validators need no runtime code generation (strict CSP) and no require()', () => {
    const code = readFileSync(join(generatedDir, 'validators.js'), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
  });
});
