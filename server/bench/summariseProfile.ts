import { readFileSync } from 'node:fs';

/**
 * A V8 CPU profile (`.cpuprofile`) in text: self time by package or source folder, and the
 * functions with the most self time. What the profile scripts write, read without DevTools.
 *   npx tsx bench/summariseProfile.ts /tmp/workflow.cpuprofile [top=40]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: summariseProfile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** A package name (`node_modules/<pkg>`), a source folder of this repository, node's internals, or V8's own entries. */
function area(url: string, name: string): string {
  if (!url) return `(${name || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:').split('/').slice(0, 2).join('/');
  const source = /\/work\/main\/([^/]+\/(?:src\/)?[^/]+)/.exec(url);
  return source ? source[1]! : url;
}

const keyOf = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${node.callFrame.lineNumber + 1}`;
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id)!;
  const where = area(callFrame.url, callFrame.functionName);
  byArea.set(where, (byArea.get(where) ?? 0) + us);
  const fn = keyOf(byId.get(id)!);
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
// Inclusive time: each sample counts once for every distinct function on its stack (synchronous
// stacks only: work resumed after an await starts a new stack at the event loop).
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const key = keyOf(byId.get(at)!);
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
const top = Number(topArg ?? 40);
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
console.log('\nself time by area');
for (const [where, us] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${where}`);
console.log('\nself time by function');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${fn}`);
console.log('\ninclusive time by function (synchronous stacks)');
for (const [fn, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${fn}`);
