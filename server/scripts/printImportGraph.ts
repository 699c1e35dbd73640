import { resolve } from 'node:path';
import { fileLoops, moduleImports, moduleLoops, readImportGraph } from './importGraph';

/**
 * Prints the server's import graph: file loops, module loops with the imports that close them, and
 * how many imports go from each module to each other one (the platform layer and the root apart).
 * `npm run graph:server` from the repository root; another checkout's sources as the argument
 * (`npx tsx server/scripts/printImportGraph.ts /tmp/before/server/src`) gives figures to compare.
 */
const srcDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..', 'src'));
const graph = readImportGraph(srcDir);
const counts = moduleImports(graph);
const edges = [...counts].map(([key, count]) => {
  const [from, to] = key.split(' -> ') as [string, string];
  return { from, to, count };
});
const features = edges.filter(({ from, to }) => ![from, to].some((node) => node === 'platform' || node === 'app'));
const topFolder = (module: string) => module.split('/')[0]!;
const byFolder = new Map<string, number>();
for (const { from, to, count } of features) {
  if (topFolder(from) !== topFolder(to)) byFolder.set(`${topFolder(from)} -> ${topFolder(to)}`, (byFolder.get(`${topFolder(from)} -> ${topFolder(to)}`) ?? 0) + count);
}
const sum = (list: ReadonlyArray<{ count: number }>) => list.reduce((total, { count }) => total + count, 0);
const lines: string[] = [];
const files = fileLoops(graph);
const loops = moduleLoops(graph);

lines.push(`server import graph of ${srcDir}`);
lines.push(`${graph.files.length} files, ${[...graph.imports.values()].reduce((total, list) => total + list.length, 0)} imports between them`);
lines.push(`${new Set(edges.flatMap(({ from, to }) => [from, to])).size} modules (platform and app counted as one each)`);
lines.push(`module to module: ${features.length} pairs, ${sum(features)} imports (platform and root apart); into the platform: ${sum(edges.filter(({ to }) => to === 'platform'))}`);
lines.push('');
lines.push(`file import loops: ${files.length}`);
for (const loop of files) lines.push(`  ${loop.join(' · ')}`);
lines.push(`module import loops: ${loops.length}`);
for (const loop of loops) {
  lines.push(`  ${loop.join(' · ')}`);
  for (const { from, to, count } of edges.filter((edge) => loop.includes(edge.from) && loop.includes(edge.to))) lines.push(`    ${from} -> ${to}: ${count}`);
}
lines.push('');
lines.push('imports between top folders (features only):');
for (const [key, count] of [...byFolder].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) lines.push(`  ${String(count).padStart(4)}  ${key}`);
lines.push('');
lines.push('imports between modules (features only):');
for (const { from, to, count } of features.sort((a, b) => b.count - a.count || `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`))) lines.push(`  ${String(count).padStart(4)}  ${from} -> ${to}`);
console.log(lines.join('\n'));
