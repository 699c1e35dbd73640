import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { areaOf as areaIn, fileLoops, isPlatform, isRoot, moduleLoops, readImportGraph } from '../scripts/importGraph';

/** The server's import graph (`scripts/importGraph.ts`; `npm run graph:server` prints its figures). */
const graph = readImportGraph(resolve(import.meta.dirname, '..', 'src'));
const { files } = graph;
const imports = graph.imports as ReadonlyMap<string, string[]>;
const areaOf = (file: string) => areaIn(graph, file);

/**
 * What a module contributes, which only the module itself and the root may import: its `module.ts`,
 * everything that file imports (the routers it lists, its tasks, seeds and hooks), any `routes.ts`
 * and any job file. A router builder several modules share (`organisation/codeLists/codeListRoutes.ts`)
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
    expect(fileLoops(graph)).toEqual([]);
  });

  it('has no loop between modules: a module another one builds on does not use it back', () => {
    // A module counts as its folder (nearest module.ts), the platform layer and the root as one each.
    expect(moduleLoops(graph)).toEqual([]);
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
