import type { WorkflowDefinition } from '@wharf/schemas';
import { useStore } from 'zustand';
import type { WorkflowDirectory, WorkflowFormField } from '../../panel';
import { disconnect, replaceBranch, retarget, updateNode } from '../model/graphEdits';
import type { WorkflowGraph } from '../model/graphTypes';
import type { GraphIssues } from '../model/nodeIssues';
import { parseEdgeId } from '../model/toGraph';
import type { GraphDesignerStore } from '../store/graphStore';
import { EdgeInspector } from './EdgeInspector';
import { NodeInspector } from './NodeInspector';

export interface SelectionPanelProps {
  store: GraphDesignerStore;
  graph: WorkflowGraph;
  issues: GraphIssues;
  formFields: readonly WorkflowFormField[];
  directory?: WorkflowDirectory;
  readOnly: boolean;
  onRemove(): void;
  /** Draws a link the way the canvas does (refusals explained by the designer). */
  onLink(source: string, target: string): void;
}

/** The side panel for a selected node or link, wired to the designer's edits (each one undoable). */
export function SelectionPanel(props: SelectionPanelProps) {
  const { store } = props;
  const definition = useStore(store, (state) => state.definition);
  const selection = useStore(store, (state) => state.selection);
  const apply = (edit: (draft: WorkflowDefinition) => WorkflowDefinition, coalesce?: string) => store.getState().apply(edit, coalesce ? { coalesce } : undefined);

  if (selection.kind === 'node') {
    const node = definition.nodes.find((each) => each.nodeId === selection.nodeId);
    if (!node) return null;
    const id = node.nodeId;
    return (
      <NodeInspector
        key={id}
        definition={definition}
        node={node}
        issues={props.issues.byNode.get(id) ?? []}
        directory={props.directory}
        formFields={props.formFields}
        readOnly={props.readOnly}
        onChange={(patch, coalesce) => apply((draft) => updateNode(draft, id, patch), coalesce)}
        onNext={(target) => (target ? props.onLink(id, target) : apply((draft) => disconnect(draft, id)))}
        onBranchChange={(index, branch, coalesce) => apply((draft) => replaceBranch(draft, id, index, branch), coalesce)}
        onBranchTarget={(index, target) => apply((draft) => retarget(draft, id, index, target))}
        onBranchRemove={(index) => apply((draft) => disconnect(draft, id, index))}
        onBranchAdd={(target) => props.onLink(id, target)}
        onRemove={props.onRemove}
      />
    );
  }
  if (selection.kind === 'edge') {
    const edge = props.graph.edges.find((each) => each.id === selection.edgeId);
    const link = parseEdgeId(selection.edgeId);
    if (!edge || !link) return null;
    return (
      <EdgeInspector
        key={edge.id}
        definition={definition}
        edge={edge}
        branchIndex={link.branchIndex}
        formFields={props.formFields}
        readOnly={props.readOnly}
        onBranchChange={(branch, coalesce) => link.branchIndex !== undefined && apply((draft) => replaceBranch(draft, link.source, link.branchIndex!, branch), coalesce)}
        onRetarget={(target) => apply((draft) => retarget(draft, link.source, link.branchIndex, target))}
        onRemove={props.onRemove}
      />
    );
  }
  return null;
}
