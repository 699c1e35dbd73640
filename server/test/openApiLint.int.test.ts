import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 15 §5: the served OpenAPI document lints clean with `@redocly/cli` (its recommended rules),
 * names every operation once, and documents files, uploads and error answers as the server gives them.
 */

interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
}
interface Document {
  servers?: unknown[];
  paths: Record<string, Record<string, Operation>>;
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

const redocly = resolve(__dirname, '../../node_modules/.bin/redocly');
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let app: TestApp;
let document: Document;
let workDir: string;
beforeAll(async () => {
  app = await startTestApp();
  document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as Document;
  workDir = mkdtempSync(join(tmpdir(), 'wharf-openapi-'));
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await app?.close();
});

const operations = () => Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })));

/** Runs `redocly lint` on `doc` written to a file; exit code 1 only says problems were found. */
async function lint(doc: unknown): Promise<LintReport> {
  const file = join(workDir, `openapi-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const run = promisify(execFile)(redocly, ['lint', '--format=json', '--max-problems=1000', file], { maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run.catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

describe('the served OpenAPI document', () => {
  it('has no lint errors and no lint warnings', async () => {
    const report = await lint(document);
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it('the linter does catch a 3.0 `nullable` (so a clean report means something)', async () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, { parameters?: Array<{ schema: object }> }>> };
    broken.paths['/api/eform/definitions']!.get!.parameters![0]!.schema = { type: 'string', nullable: true };
    const report = await lint(broken);
    expect(report.problems.map((p) => p.message)).toContain('Property `nullable` is not expected here.');
  }, 120_000);

  it('names every operation with a unique operationId and has a relative server', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('documents file answers with their content type, uploads as raw bodies, and the error statuses', () => {
    const byKey = new Map(operations().map(({ key, operation }) => [key, operation]));
    const files = ['GET /api/eform/views/{viewCode}/export', 'GET /api/eform/views/{viewCode}/importTemplate', 'GET /api/eform/import/{importId}/errors', 'GET /api/common/static/{fileId}', 'GET /api/system/common/static/{fileId}', 'POST /exportasync/api/v1/task/exportXls'];
    for (const key of files) expect(Object.keys(byKey.get(key)?.responses['200']?.content ?? {}), key).toEqual([xlsx]);
    for (const key of ['POST /api/eform/views/{viewCode}/import', 'POST /api/eform/views/{viewCode}/asyncImport', 'POST /api/fyImportBackend/run/upload']) {
      const upload = byKey.get(key)!;
      expect(Object.keys(upload.requestBody?.content ?? {}), key).toEqual([xlsx, 'application/octet-stream', 'text/csv', 'application/csv', 'application/vnd.ms-excel', 'multipart/form-data']);
      // A form carries the file as its `file` part.
      expect((upload.requestBody?.content as Record<string, { schema: unknown }>)['multipart/form-data']!.schema, key).toEqual({ type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
      expect(upload.responses['413'], key).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    }
    const update = byKey.get('PUT /api/eform/definitions/{id}')!;
    expect(Object.keys(update.responses)).toEqual(['200', '400', '401', '403', '404', '409', '503']);
    expect(Object.keys(byKey.get('GET /api/health')!.responses)).toEqual(['200', '400', '503']);
    expect(byKey.get('GET /api/health')!.operationId).toBe('getHealth');
  });
});
