import { benchAuth } from './auth';
import { benchDataset, datasetBenchOptions } from './dataset';
import { startBenchApp, benchPassword } from './benchApp';
import { benchDefinitions } from './definitions';
import { benchFormData } from './formData';
import { benchImport, importBenchOptions } from './importXlsx';
import { runListBench } from './listApi';
import { writeSuite, type BenchResult } from './stats';
import { benchWorkflow, workflowLoadClient } from './workflow';
import { benchWarnings } from './warnings';

const count = Number(process.env.BENCH_DEFINITIONS ?? 10_000);
// BENCH_SUITES=list (comma-separated suite names) runs only those suites; all of them by default.
const suites = new Set((process.env.BENCH_SUITES ?? 'definitions,auth,formData,list,workflow,dataset,import').split(',').map((s) => s.trim()));

function printResults(results: ReadonlyArray<BenchResult>): void {
  for (const r of results) console.log(`${r.name.padEnd(30)} ${r.value.toFixed(2).padStart(9)} ${r.unit}  baseline ${r.baseline.toFixed(2).padStart(9)}  ratio ${r.ratio.toFixed(2)}x`);
}

const app = await startBenchApp();
const { url, token, db, owner, tenantId, ctx } = app;
try {
  if (suites.has('definitions')) {
    const started = Date.now();
    const results = await benchDefinitions({ url, token, db, tenantId }, count);
    writeSuite('server-definitions.json', 'definitions', `Definition save + publish + read over the HTTP API (client in the same process) vs the same SQL through pg as the app role, ${count} definitions each, interleaved in blocks of 500; took ${Math.round((Date.now() - started) / 1000)} s`, results);
    printResults(results);
  }
  if (suites.has('auth')) {
    const authResults = await benchAuth(ctx, url, { username: 'demo_admin', password: benchPassword }, token);
    writeSuite('server-auth.json', 'auth', 'Password login (HTTP, sequential) vs a bare argon2id verify; and the same trivial handler with and without the authenticate middleware (3,000 requests each, interleaved)', authResults);
    printResults(authResults);
  }
  if (suites.has('formData')) {
    const formDataCount = Number(process.env.BENCH_FORM_ROWS ?? 2000);
    const formDataResults = await benchFormData({ url, token, owner, db, tenantId }, formDataCount);
    writeSuite('server-formData.json', 'formData', `Form data save of the customs declaration example (head + 1 goods line) through POST /api/eform/data/dec_form, with validation, fill rule, computed total and data log, vs the same INSERTs through pg as the app role; ${formDataCount} each, interleaved in blocks of 250`, formDataResults);
    printResults(formDataResults);
  }
  if (suites.has('list')) await runListBench({ url, token, owner, db, tenantId });
  if (suites.has('workflow')) {
    const completions = Number(process.env.BENCH_WORKFLOW_TASKS ?? 2000);
    const clients = Number(process.env.BENCH_WORKFLOW_CLIENTS ?? 8);
    const loadClient = workflowLoadClient();
    const workflowResults = await benchWorkflow({ url, token, owner, db, tenantId }, completions, clients, loadClient);
    writeSuite('server-workflow.json', 'workflow', `Task completions (one-step requests approved) through POST /api/bpm/task/{id}/approve (load client: ${loadClient === 'inline' ? 'fetch on the server\'s event loop' : `${loadClient === 'http' ? 'node:http' : 'lean raw sockets'} in a worker thread`}) vs the same row writes through pg as the app role; ${completions} each, ${clients} clients, interleaved in blocks of 250`, workflowResults);
    printResults(workflowResults);
  }
  if (suites.has('dataset')) {
    const { results, description } = await benchDataset({ url, token, owner, db, tenantId }, datasetBenchOptions());
    writeSuite('server-dataset.json', 'dataset', description, results);
    printResults(results);
  }
  if (suites.has('import')) {
    const { results, description } = await benchImport({ url, token }, importBenchOptions());
    writeSuite('server-import.json', 'import', description, results);
    printResults(results);
  }
  if (suites.has('warnings')) {
    const { results, description } = await benchWarnings({ url, token, owner, db, ctx, tenantId });
    writeSuite('server-warnings.json', 'warnings', description, results);
    printResults(results);
  }
} finally {
  await app.stop();
  // Everything is closed now and the process should end by itself; if something is still open, say what.
  setTimeout(() => console.warn('bench: still running 10 s after the app stopped; open:', process.getActiveResourcesInfo()), 10_000).unref();
}
