import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Browser-test files that take minutes, longest first. Without a results cache (CI's fresh clone) vitest starts
 * larger files first, and these are small files (the walks live in personaWalk.ts), so they started last and one
 * worker ran the builder's walk alone for its last four minutes while the other had nothing left.
 */
const slowestBrowserFiles = ['personaWalk.builder', 'personaWalk.endUser', 'personaWalk.operator', 'customsExample', 'reportCharts'];

function slownessRank(spec: TestSpecification): number {
  const rank = slowestBrowserFiles.findIndex((name) => spec.moduleId.endsWith(`/${name}.e2e.test.ts`));
  return rank === -1 ? slowestBrowserFiles.length : rank;
}

/** vitest's order (cached durations, else size), with the known slowest browser-test files moved to their project's front. */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    // Array sort is stable: files outside the list keep vitest's order among themselves.
    return [...byProject.values()].flatMap((specs) => [...specs].sort((a, b) => slownessRank(a) - slownessRank(b)));
  }
}
