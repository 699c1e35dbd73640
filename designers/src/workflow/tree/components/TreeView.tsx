import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { useTranslation } from 'react-i18next';
import type { WorkflowFormField } from '../../panel';
import { branchIndexOf, type DesignIssues } from '../model/designIssues';
import { layoutTree, type PlacedBox } from '../model/treeLayout';
import { addBranch, deleteNode, insertNode, moveBranch, removeBranch, type InsertKind, type InsertPoint, type NewNodeNames } from '../model/treeEdits';
import type { WorkflowSelection } from '../model/workflowStore';
import type { WorkflowTree } from '../model/workflowTree';
import { BranchCard } from './BranchCard';
import { GroupHead } from './GroupHead';
import { InsertButton } from './InsertButton';
import { NodeCard } from './NodeCard';
import { TreeCanvas } from './TreeCanvas';

export interface TreeViewProps {
  tree: WorkflowTree;
  selection: WorkflowSelection;
  issues: DesignIssues;
  formFields: readonly WorkflowFormField[];
  names: NewNodeNames;
  isReadOnly?: boolean;
  apply(edit: (definition: WorkflowDefinition) => WorkflowDefinition, select?: WorkflowSelection): void;
  select(selection: WorkflowSelection): void;
}

const none: readonly ValidationIssue[] = [];

/** The tree on the canvas: node cards, condition groups with their branches, and the "+" between nodes. */
export function TreeView(props: TreeViewProps) {
  const { t } = useTranslation();
  const { selection, issues, apply } = props;
  const layout = layoutTree(props.tree);
  const labelOf = (key: string) => props.formFields.find((field) => field.key === key)?.label ?? key;
  const insertAt = (at: InsertPoint, kind: InsertKind) => {
    let selected: string | undefined;
    apply((definition) => {
      const result = insertNode(definition, at, kind, props.names);
      selected = result.selectNodeId;
      return result.definition;
    });
    if (selected) props.select(kind === 'condition' ? { kind: 'branch', conditionId: selected, branchIndex: 0 } : { kind: 'node', nodeId: selected });
  };
  const remove = (nodeId: string) => apply((definition) => deleteNode(definition, nodeId), { kind: 'process' });
  const isNodeSelected = (nodeId: string) => selection.kind === 'node' && selection.nodeId === nodeId;

  const renderBox = (placed: PlacedBox) => {
    const box = placed.box;
    switch (box.kind) {
      case 'node': {
        const deletable = box.node.nodeType === 'approval' || box.node.nodeType === 'cc';
        return (
          <NodeCard
            node={box.node}
            isSelected={isNodeSelected(box.node.nodeId)}
            issues={issues.byNode.get(box.node.nodeId) ?? none}
            isReadOnly={props.isReadOnly}
            onSelect={() => props.select({ kind: 'node', nodeId: box.node.nodeId })}
            onDelete={deletable ? () => remove(box.node.nodeId) : undefined}
          />
        );
      }
      case 'groupHead': {
        const ownIssues = (issues.byNode.get(box.node.nodeId) ?? none).filter((issue) => branchIndexOf(issue.path) === undefined);
        return (
          <GroupHead
            node={box.node}
            issues={ownIssues}
            isReadOnly={props.isReadOnly}
            onSelect={() => props.select({ kind: 'node', nodeId: box.node.nodeId })}
            onAddBranch={() => apply((definition) => addBranch(definition, box.node.nodeId, props.names))}
            onDelete={() => remove(box.node.nodeId)}
          />
        );
      }
      case 'branch': {
        const { conditionId, branchIndex } = box;
        return (
          <BranchCard
            branch={box.branch}
            branchIndex={branchIndex}
            branchCount={box.branchCount}
            isSelected={selection.kind === 'branch' && selection.conditionId === conditionId && selection.branchIndex === branchIndex}
            issues={(issues.byNode.get(conditionId) ?? none).filter((issue) => branchIndexOf(issue.path) === branchIndex)}
            labelOf={labelOf}
            isReadOnly={props.isReadOnly}
            onSelect={() => props.select({ kind: 'branch', conditionId, branchIndex })}
            onMove={(to) => apply((definition) => moveBranch(definition, conditionId, branchIndex, to), { kind: 'branch', conditionId, branchIndex: to })}
            onRemove={() => apply((definition) => removeBranch(definition, conditionId, branchIndex), { kind: 'process' })}
          />
        );
      }
      case 'merge':
        return <span style={{ width: 8, height: 8, borderRadius: 4, background: '#b8b8c0' }} />;
      case 'insert': {
        const where = box.at.list.conditionId === undefined ? t('designer.workflow.insert.main', { position: box.at.index + 1 }) : t('designer.workflow.insert.inBranch', { position: box.at.index + 1, branch: (box.at.list.branchIndex ?? 0) + 1, group: box.at.list.conditionId });
        return <InsertButton label={t('designer.workflow.insert.label', { where })} isReadOnly={props.isReadOnly} onInsert={(kind) => insertAt(box.at, kind)} />;
      }
    }
  };
  return <TreeCanvas layout={layout} renderBox={renderBox} />;
}
