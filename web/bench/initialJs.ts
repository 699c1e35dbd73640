import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The login route's JavaScript budget (issue 6: ≤ 250 KB gzip). */
export const initialJsBudgetBytes = 250 * 1024;

export interface InitialJsReport {
  files: Array<{ file: string; bytes: number; gzipBytes: number }>;
  totalGzipBytes: number;
}

// Static imports only: `import{a}from"./x.js"` and `import"./x.js"`; dynamic `import("./x.js")` is lazy.
const staticImport = /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\.?\/[^"']+\.js)["']/g;

/**
 * The JavaScript a browser must fetch before the first page renders: the entry script of
 * index.html and every chunk it statically imports, transitively, gzip-compressed.
 */
export function measureInitialJs(distDir: string): InitialJsReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const seen = new Set<string>();
  const queue = [entry];
  const files: InitialJsReport['files'] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(distDir, file));
    files.push({ file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const match of source.toString('utf8').matchAll(staticImport)) {
      const target = join(folder, match[1] ?? '').replace(/\\/g, '/');
      if (!seen.has(target)) queue.push(target);
    }
  }
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

// `npx tsx bench/initialJs.ts [distDir]` prints the report.
if (process.argv[1]?.endsWith('initialJs.ts')) {
  const report = measureInitialJs(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  for (const file of report.files) console.log(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip  ${file.file}`);
  console.log(`${(report.totalGzipBytes / 1024).toFixed(1).padStart(7)} KB gzip  initial JavaScript (budget ${initialJsBudgetBytes / 1024} KB)`);
}
