import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph, read from its sources: every relative `from '…'` (type-only imports
 * too: a loop of types still ties two files together) and `import('…')` between files of `src/`.
 */
const srcDir = resolve(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(srcDir, path)] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const target = resolve(srcDir, dirname(from), specifier);
  const candidate = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  // Outside src/ (migrations, seeds) is not part of the server's graph.
  return candidate?.startsWith(`${srcDir}/`) ? relative(srcDir, candidate) : undefined;
}

const files = sourceFiles(srcDir);
const imports = new Map(files.map((file) => {
  const text = readFileSync(join(srcDir, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)'(\.{1,2}\/[^']*)'/g)].map((match) => match[1]!);
  return [file, [...new Set(specifiers.flatMap((specifier) => resolveImport(file, specifier) ?? []))]];
}));

/** The import loops: each strongly connected group of more than one file (or a file importing itself). */
function importLoops(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || imports.get(file)!.includes(file)) loops.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops;
}

/**
 * The platform layer: HTTP plumbing, database, session core, worker runner, configuration, logs,
 * caches, the script pool, health, the process start, the module contract and the access checks
 * every module uses (`platform/access/`: button permissions, grants, the session-kept held
 * permissions). It imports no feature.
 */
const platformFolders = ['http/', 'db/', 'worker/', 'log/', 'cache/', 'sandbox/', 'health/', 'platform/'];
const platformFiles = ['context.ts', 'config.ts', 'start.ts', 'auth/authenticate.ts', 'auth/sessionCache.ts', 'auth/sessionChangeListener.ts', 'auth/sessionScope.ts', 'auth/tokens.ts'];
const isPlatform = (file: string) => platformFolders.some((folder) => file.startsWith(folder)) || platformFiles.includes(file);
/** The composition root and the process entry, which may import anything. */
const isRoot = (file: string) => file.startsWith('app/') || file === 'main.ts' || file === 'index.ts';

/** A file's area: the folder of the nearest `module.ts` above it (its module), else its top folder. */
function areaOf(file: string): string {
  for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) if (existsSync(join(srcDir, dir, 'module.ts'))) return dir;
  return file.split('/')[0]!;
}

/**
 * What a module contributes, which only the module itself and the root may import: its `module.ts`,
 * everything that file imports (the routers it lists, its tasks, seeds and hooks), any `routes.ts`
 * and any job file. A router builder several modules share (`organisation/orgExtras/codeListRoutes.ts`)
 * is not a contribution: nobody mounts it as it is.
 */
const contributions = new Set(files.filter((file) => /(^|\/)(module|routes)\.ts$|Jobs?\.ts$/.test(file)));
for (const file of files) if (/(^|\/)module\.ts$/.test(file) && !isRoot(file)) for (const target of imports.get(file)!) contributions.add(target);
const isContribution = (file: string) => contributions.has(file);

describe('the server import graph', () => {
  it('reads the sources (sanity: the graph is not empty and sees the root)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(imports.get('app/modules.ts')).toContain('auth/module.ts');
    expect(files.filter(isPlatform)).toEqual(expect.arrayContaining(['platform/access/requirePermission.ts', 'platform/access/grantedPermissions.ts', 'platform/access/callerPermissions.ts']));
  });

  it('has no import loop', () => {
    expect(importLoops()).toEqual([]);
  });

  it('keeps the platform layer free of features', () => {
    const reaching = files.filter(isPlatform).flatMap((file) => imports.get(file)!.filter((target) => !isPlatform(target)).map((target) => `${file} -> ${target}`));
    expect(reaching).toEqual([]);
  });

  it('lets no module import another module\'s routers, module or jobs (only the root assembles them)', () => {
    const reaching = files.filter((file) => !isRoot(file)).flatMap((file) => imports.get(file)!
      .filter((target) => isContribution(target) && !isPlatform(target) && areaOf(target) !== areaOf(file))
      .map((target) => `${file} -> ${target}`));
    expect(reaching).toEqual([]);
  });
});
