import { publishChecks, translateIssues, validateDefinition, type Language, type ValidationIssue } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { WorkflowSelection } from './workflowStore';

/** The problems of a definition, sorted by where the designer shows them. */
export interface DesignIssues {
  all: ValidationIssue[];
  /** The ones that stop a save (the schema and the kind's rules, a temporary key); the rest stop a publish. */
  blocking: ValidationIssue[];
  /** Per node id: the problems of that node (its settings, its branches, its links). */
  byNode: ReadonlyMap<string, ValidationIssue[]>;
  /** Problems of the process settings (key, names, types, start permission, promoter). */
  process: ValidationIssue[];
}

/** The designer's own messages (in the UI language). */
export interface DesignMessages {
  tempKey: string;
  /** A branch that is not the default has no conditions yet. */
  branchWithoutConditions(branchName: string): string;
}

/**
 * Branches left without conditions: the engine takes such a branch as a default one, which is rarely
 * what the builder meant, so the branch card itself is marked (the engine's check marks the group).
 */
function branchIssues(definition: WorkflowDefinition, messages: DesignMessages): ValidationIssue[] {
  return definition.nodes.flatMap((node, i) =>
    (node.branches ?? []).flatMap((branch, j) =>
      branch.isDefault === true || (branch.conditionGroups ?? []).some((group) => group.children.length > 0)
        ? []
        : [{ path: `/nodes/${i}/branches/${j}/conditionGroups`, code: 'designer/branch-without-conditions', message: messages.branchWithoutConditions(branch.name) }],
    ),
  );
}

/** A new definition's key until the builder gives it one (spec §5). */
export const tempKeyPrefix = '_temp_';

/**
 * Everything that stands between the definition and a publish: the kind's schema and rules
 * (`validateDefinition`), the engine's publish checks (paths end, default branches, approver sources,
 * field permissions naming real fields), and a key still temporary. Each is filed under the node its
 * path names, so the canvas marks that node.
 */
export function designIssues(definition: WorkflowDefinition, formFieldKeys: readonly string[] | undefined, lang: Language, messages: DesignMessages): DesignIssues {
  const blocking = validateDefinition('workflow', definition, lang);
  if (definition.processKey.startsWith(tempKeyPrefix)) blocking.push({ path: '/processKey', code: 'designer/temp-process-key', message: messages.tempKey });
  const found = [...blocking, ...translateIssues(publishChecks(definition, formFieldKeys), lang), ...branchIssues(definition, messages)];
  const seen = new Set<string>();
  const all = found.filter((issue) => {
    const key = `${issue.path}|${issue.code}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const byNode = new Map<string, ValidationIssue[]>();
  const process: ValidationIssue[] = [];
  for (const issue of all) {
    const index = /^\/nodes\/(\d+)(?:\/|$)/.exec(issue.path)?.[1];
    const node = index === undefined ? undefined : definition.nodes[Number(index)];
    if (!node) {
      process.push(issue);
      continue;
    }
    byNode.set(node.nodeId, [...(byNode.get(node.nodeId) ?? []), issue]);
  }
  return { all, blocking, byNode, process };
}

/** The branch a path inside a condition node names (`/nodes/3/branches/1/…` → 1). */
export function branchIndexOf(path: string): number | undefined {
  const index = /^\/nodes\/\d+\/branches\/(\d+)(?:\/|$)/.exec(path)?.[1];
  return index === undefined ? undefined : Number(index);
}

/** What to select to show the problem at `path`: its branch, its node, or the process settings. */
export function selectionOf(path: string, definition: WorkflowDefinition): WorkflowSelection {
  const index = /^\/nodes\/(\d+)(?:\/|$)/.exec(path)?.[1];
  const node = index === undefined ? undefined : definition.nodes[Number(index)];
  if (!node) return { kind: 'process' };
  const branchIndex = branchIndexOf(path);
  if (node.nodeType === 'condition' && branchIndex !== undefined) return { kind: 'branch', conditionId: node.nodeId, branchIndex };
  return { kind: 'node', nodeId: node.nodeId };
}
