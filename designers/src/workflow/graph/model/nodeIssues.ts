import { publishChecks, translateIssues, validateDefinition, type Language } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';

/** A problem found in the definition, as the engine reports it (JSON Pointer path, code, message). */
export interface DesignIssue {
  path: string;
  code: string;
  message: string;
}

/** Issues sorted to where the designer shows them: on a node (by node id), or on the process. */
export interface PlacedIssues {
  byNode: ReadonlyMap<string, DesignIssue[]>;
  process: DesignIssue[];
}

const nodePath = /^\/nodes\/(\d+)(?:\/|$)/;

/**
 * Places each issue on the node its path points into (`/nodes/<index>/…`, the index read against the
 * same definition), or on the process when it names no single node (e.g. `/nodes` for "no start node",
 * `/processKey`). A check that names a node by id rather than by path (`nodeId` on the issue) is placed
 * on that node.
 */
export function placeIssues(definition: WorkflowDefinition, issues: ReadonlyArray<DesignIssue & { nodeId?: string }>): PlacedIssues {
  const byNode = new Map<string, DesignIssue[]>();
  const process: DesignIssue[] = [];
  for (const issue of issues) {
    const index = nodePath.exec(issue.path)?.[1];
    const nodeId = issue.nodeId ?? (index !== undefined ? definition.nodes[Number(index)]?.nodeId : undefined);
    if (nodeId === undefined) {
      process.push(issue);
      continue;
    }
    const list = byNode.get(nodeId) ?? [];
    list.push(issue);
    byNode.set(nodeId, list);
  }
  return { byNode, process };
}

/** A new definition's key until the builder gives it one (spec §5). */
export const tempKeyPrefix = '_temp_';

/** The placed issues, and which of them stop a save (the kind's schema and rules; the server refuses those too). */
export interface GraphIssues extends PlacedIssues {
  all: DesignIssue[];
  blocksSave: boolean;
}

/**
 * Everything the designer marks: the kind's schema and rules (`validateDefinition`, which the server
 * also applies on save, so these block saving), the engine's publish checks (every path ends, default
 * branches, approver sources, field permissions naming real fields; shown, since a draft may be saved
 * unfinished, but publishing refuses them) and a key still temporary (blocks saving: the key is the
 * stored code).
 */
export function graphIssues(definition: WorkflowDefinition, options: { lang: Language; formFieldKeys?: readonly string[]; tempKeyMessage: string }): GraphIssues {
  const saveIssues: DesignIssue[] = validateDefinition('workflow', definition, options.lang);
  if (definition.processKey.startsWith(tempKeyPrefix)) saveIssues.push({ path: '/processKey', code: 'workflow/temp-key', message: options.tempKeyMessage });
  // Publish checks read a definition of the schema's shape: they run once the schema and rules hold.
  const isWellFormed = saveIssues.every((issue) => issue.code === 'workflow/temp-key');
  const publishIssues = isWellFormed ? translateIssues(publishChecks(definition, options.formFieldKeys), options.lang) : [];
  const all = [...saveIssues, ...publishIssues];
  return { ...placeIssues(definition, all), all, blocksSave: saveIssues.length > 0 };
}
