import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's import graph, read from its sources: every relative `from '…'` (type-only imports
 * too: a loop of types still ties two files together) and `import('…')` between files of `src/`.
 * Shared by `test/importGraph.test.ts` (the rules) and `printImportGraph.ts` (the figures).
 */
export interface ImportGraph {
  /** The `src/` folder read. */
  readonly srcDir: string;
  /** Source files (tests left out), relative to `srcDir`. */
  readonly files: ReadonlyArray<string>;
  /** Each file's imports of other source files, relative to `srcDir`. */
  readonly imports: ReadonlyMap<string, ReadonlyArray<string>>;
}

function sourceFiles(srcDir: string, dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(srcDir, path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(srcDir, path)] : [];
  });
}

function resolveImport(srcDir: string, from: string, specifier: string): string | undefined {
  const target = resolve(srcDir, dirname(from), specifier);
  const candidate = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  // Outside src/ (migrations, seeds) is not part of the server's graph.
  return candidate?.startsWith(`${srcDir}/`) ? relative(srcDir, candidate) : undefined;
}

/** Reads the graph of the sources under `srcDir`. */
export function readImportGraph(srcDir: string): ImportGraph {
  const files = sourceFiles(srcDir, srcDir);
  const imports = new Map(files.map((file) => {
    const text = readFileSync(join(srcDir, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'(\.{1,2}\/[^']*)'/g)].map((match) => match[1]!);
    return [file, [...new Set(specifiers.flatMap((specifier) => resolveImport(srcDir, file, specifier) ?? []))]];
  }));
  return { srcDir, files, imports };
}

/** The strongly connected groups of more than one node (or a node reaching itself), each sorted (Tarjan). */
export function loopsOf(nodes: ReadonlyArray<string>, next: (node: string) => ReadonlyArray<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || next(node).includes(node)) loops.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return loops;
}

/** The file import loops. */
export function fileLoops(graph: ImportGraph): string[][] {
  return loopsOf(graph.files, (file) => graph.imports.get(file) ?? []);
}

/**
 * The platform layer: HTTP plumbing, database, session core, worker runner, configuration, logs,
 * caches, the script pool, health, the process start, the module contract and the access checks
 * every module uses (`platform/access/`: button permissions, grants, the session-kept held
 * permissions, who the platform operator is). It imports no feature.
 */
const platformFolders = ['http/', 'db/', 'worker/', 'log/', 'cache/', 'sandbox/', 'health/', 'platform/'];
const platformFiles = ['context.ts', 'config.ts', 'start.ts', 'auth/authenticate.ts', 'auth/sessionCache.ts', 'auth/sessionChangeListener.ts', 'auth/sessionScope.ts', 'auth/tokens.ts', 'auth/passwords.ts'];

/** Whether a file belongs to the platform layer. */
export const isPlatform = (file: string): boolean => platformFolders.some((folder) => file.startsWith(folder)) || platformFiles.includes(file);

/** The composition root and the process entry, which may import anything. */
export const isRoot = (file: string): boolean => file.startsWith('app/') || file === 'main.ts' || file === 'index.ts';

/** A file's area: the folder of the nearest `module.ts` above it (its module), else its top folder. */
export function areaOf(graph: ImportGraph, file: string): string {
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) if (existsSync(join(graph.srcDir, dir, 'module.ts'))) return dir;
  return file.split('/')[0]!;
}

/** The node a file counts under in the module graph: `platform`, `app` (the root) or its module's folder. */
export function moduleOf(graph: ImportGraph, file: string): string {
  if (isPlatform(file)) return 'platform';
  if (isRoot(file)) return 'app';
  return areaOf(graph, file);
}

/** How many file-to-file imports go from each module to each other one, keyed `from -> to`. */
export function moduleImports(graph: ImportGraph): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of graph.files) {
    for (const target of graph.imports.get(file) ?? []) {
      const from = moduleOf(graph, file);
      const to = moduleOf(graph, target);
      if (from !== to) counts.set(`${from} -> ${to}`, (counts.get(`${from} -> ${to}`) ?? 0) + 1);
    }
  }
  return counts;
}

/** The module loops: groups of modules that import each other, directly or around. */
export function moduleLoops(graph: ImportGraph): string[][] {
  const edges = new Map<string, string[]>();
  for (const key of moduleImports(graph).keys()) {
    const [from, to] = key.split(' -> ') as [string, string];
    edges.set(from, [...(edges.get(from) ?? []), to]);
  }
  const modules = [...new Set(graph.files.map((file) => moduleOf(graph, file)))].sort();
  return loopsOf(modules, (module) => edges.get(module) ?? []);
}
