import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Export a view's rows" is one operation (issue 15 §4): the streamed download and the download
 * centre's job both call `eform/export/exportViewRows.ts`, which alone streams a view's rows, checks
 * the export button and writes the .xlsx of a view; the path's view code is checked in one place.
 * Read from the sources, so a second copy of any of these fails here.
 */
const srcDir = resolve(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [relative(srcDir, path)] : [];
  });
}

const sources = sourceFiles(srcDir).map((file) => ({ file, text: readFileSync(join(srcDir, file), 'utf8') }));
const filesMatching = (pattern: RegExp) => sources.filter((s) => pattern.test(s.text)).map((s) => s.file).sort();

describe('one view export operation', () => {
  it('only exportViewRows streams a view\'s rows and checks its export button', () => {
    expect(filesMatching(/\bstreamViewRows\(/)).toEqual(['eform/export/exportViewRows.ts', 'eform/views/listViewRows.ts']);
    expect(filesMatching(/assertViewOffers\([^)]*'export'\)/)).toEqual(['eform/export/exportViewRows.ts']);
    // Import templates and a report widget's data (not a view's rows: its dataset's answer) write .xlsx of their own.
    expect(filesMatching(/new XlsxStreamWriter\(/).filter((file) => !file.startsWith('eform/import/') && file !== 'reports/widgetExport.ts')).toEqual(['eform/export/exportViewRows.ts']);
  });

  it('the streamed download, the task\'s enqueue and its job all go through it', () => {
    expect(filesMatching(/\bexportViewRows\(/)).toEqual(['downloads/exportTaskJob.ts', 'eform/export/exportViewRows.ts', 'eform/views/routes.ts']);
    expect(filesMatching(/\bcallerExportAccess\(/)).toEqual(['downloads/enqueueViewExport.ts', 'eform/export/exportViewRows.ts']);
  });

  it('the view list\'s query string is declared once, for the list, its download and the background export', () => {
    expect(filesMatching(/maxItems: 100, items: \{ type: 'string', maxLength: 20_000 \}/)).toEqual(['eform/views/viewListQuery.ts']);
    expect(filesMatching(/query: viewListQuery\b/)).toEqual(['downloads/routes.ts', 'eform/views/routes.ts']);
  });

  it('a view\'s parameter keys and the path\'s view code are each read in one place', () => {
    expect(filesMatching(/\.map\(\(p\) => p\.parameterKey\)/)).toEqual([]);
    expect(filesMatching(/function viewCodeOf\(/)).toEqual(['eform/views/viewCodeOf.ts']);
  });
});
