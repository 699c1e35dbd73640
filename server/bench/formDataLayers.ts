import { readFileSync } from 'node:fs';

/**
 * A save's CPU profile (`profileFormData.ts` with BENCH_PROFILE) by layer of the stack, in ms per
 * save: which part of the request's path the main thread's time is spent under.
 * - "innermost": each sample goes to the deepest frame on its stack that belongs to a layer (V8's
 *   natives, e.g. JSON.parse, count for the layer that called them), so the rows add up to the total;
 * - "inclusive": each sample counts once for every layer on its stack (synchronous stacks only:
 *   work resumed after an await starts at the event loop, so e.g. knex's time under our code's
 *   resumed function counts for both, but our code's time is not counted under Express).
 *   npx tsx bench/formDataLayers.ts /tmp/save.cpuprofile 1000
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** Layers in the order they are tried on a frame's URL (the first match names the frame's layer). */
const layers: Array<[layer: string, test: RegExp]> = [
  ['load client (fetch in this thread)', /undici|node:internal\/deps\/undici/],
  ['bench harness (statement counter)', /server\/bench\//],
  ['the profiler itself (inspector)', /^node:inspector/],
  ['body parse', /body-parser|raw-body|iconv-lite|http\/jsonDepthLimit|http\/leanJson/],
  ['request validation (ajv)', /node_modules\/ajv|http\/validateRequest/],
  ['session / auth', /src\/auth\//],
  ['Express + routers', /node_modules\/(express|router|finalhandler|send|on-finished|path-to-regexp|qs|parseurl|cookie|content-type|type-is|accepts|negotiator|mime)/],
  ['our HTTP middleware', /server\/src\/http\/|server\/src\/app\//],
  ['eform save code', /server\/src\/eform\//],
  ['engine (rules, shapes)', /engine\/(src|dist)\//],
  ['script sandbox', /quickjs|src\/scripts?\//],
  ['our db layer (sqlParts, transactions)', /server\/src\/db\//],
  ['knex (builder, transactor, pool)', /node_modules\/(knex|tarn)\//],
  ['pg (client, protocol)', /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-)/],
  ['other server code', /server\/src\//],
  ['node http server', /node:_http|node:http/],
  ['node net / streams / timers', /node:(net|stream|internal\/(streams|net|stream_base|timers|process\/task_queues|async_hooks|event_target))|node:events|node:internal\/(stream|timers)/],
  ['other node internals', /^node:/],
  ['other packages', /node_modules\//],
];

/** V8's natives that are the socket's write system calls. */
const socketWrites = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: formDataLayers.ts <file.cpuprofile> [saves]');
const saves = Number(countArg ?? 1000);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

function layerOf(node: ProfileNode): string | undefined {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (socketWrites.has(functionName)) return 'socket write system calls (wall: includes being preempted there)';
    return ['(garbage collector)', '(idle)', '(program)'].includes(functionName) ? functionName : undefined;
  }
  return layers.find(([, test]) => test.test(url))?.[0] ?? 'other';
}

const innermost = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const seen = new Set<string>();
  let first: string | undefined;
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const layer = layerOf(byId.get(at)!);
    if (!layer) continue;
    first ??= layer;
    seen.add(layer);
  }
  first ??= '(native, no caller)';
  if (first === '(idle)') { idle += us; return; }
  total += us;
  innermost.set(first, (innermost.get(first) ?? 0) + us);
  for (const layer of seen) inclusive.set(layer, (inclusive.get(layer) ?? 0) + us);
});

const perSave = (us: number) => `${(us / 1000 / saves).toFixed(3).padStart(7)} ms/save ${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`busy ${(total / 1000).toFixed(0)} ms (${(total / 1000 / saves).toFixed(3)} ms/save), idle ${(idle / 1000).toFixed(0)} ms, ${saves} saves`);
console.log('\ninnermost layer (adds up to the busy time)');
for (const [layer, us] of [...innermost].sort((a, b) => b[1] - a[1])) console.log(`${perSave(us)}  ${layer}`);
console.log('\ninclusive (a sample counts for every layer on its synchronous stack)');
for (const [layer, us] of [...inclusive].sort((a, b) => b[1] - a[1])) console.log(`${perSave(us)}  ${layer}`);
