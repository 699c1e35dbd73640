import type { RunningAtNode } from '../../api/bpmTypes';

/** Running requests of one older version, by node, and the node each goes to in the published version. */
export interface MigrationPlan {
  fromVersion: number;
  count: number;
  rows: Array<{ nodeId: string; nodeName: string; count: number; toNodeId: string | undefined }>;
}

/**
 * The versions whose running requests could move to the published one (issue 16: running instances
 * stay on their version; migrating is explicit), each with a node map that starts by keeping a
 * node's id where the published version still has it, and is left open otherwise for the user to
 * choose. Requests already on the published version, or at no node, are not listed.
 */
export function migrationPlans(running: readonly RunningAtNode[], publishedVersion: number | null, publishedNodeIds: readonly string[]): MigrationPlan[] {
  if (publishedVersion === null) return [];
  const newNodes = new Set(publishedNodeIds);
  const byVersion = new Map<number, MigrationPlan>();
  for (const entry of running) {
    if (entry.version === publishedVersion || entry.count === 0 || !entry.nodeId) continue;
    const plan = byVersion.get(entry.version) ?? { fromVersion: entry.version, count: 0, rows: [] };
    plan.count += entry.count;
    plan.rows.push({ nodeId: entry.nodeId, nodeName: entry.nodeName ?? entry.nodeId, count: entry.count, toNodeId: newNodes.has(entry.nodeId) ? entry.nodeId : undefined });
    byVersion.set(entry.version, plan);
  }
  return [...byVersion.values()].sort((a, b) => b.fromVersion - a.fromVersion);
}

/** The node map of a plan, or undefined while a node with requests has no target yet. */
export function nodeMapOf(plan: MigrationPlan): Record<string, string> | undefined {
  if (plan.rows.some((row) => row.toNodeId === undefined)) return undefined;
  return Object.fromEntries(plan.rows.map((row) => [row.nodeId, row.toNodeId!]));
}
