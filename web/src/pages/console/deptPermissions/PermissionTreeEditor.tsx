import { Button, Space, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionTreeNode } from '../api/rolesApi';
import { indexTree, toggleGrant } from '../roles/permissionGrants';

interface PermissionTreeEditorProps {
  tree: PermissionTreeNode[];
  allIds: readonly string[];
  granted: ReadonlySet<string>;
  onChange(granted: Set<string>): void;
  canEdit: boolean;
  /** Entries shown ticked and greyed: held another way (e.g. the department's own grants under a department role). */
  heldElsewhere?: ReadonlySet<string>;
  testId: string;
}

/**
 * The menu and button tree with ticks, as the role editor has it: each node its own grant,
 * ticking a node takes what is under it and the menus above it (the cascade of `permissionGrants`).
 */
export function PermissionTreeEditor({ tree, allIds, granted, onChange, canEdit, heldElsewhere, testId }: PermissionTreeEditorProps) {
  const { t } = useTranslation();
  const index = useMemo(() => indexTree(tree), [tree]);
  const [expanded, setExpanded] = useState<string[]>(() => [...index.childrenOf].filter(([, children]) => children.length > 0).map(([key]) => key));
  const treeData = useMemo(() => {
    const mark = (nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] =>
      nodes.map((node) => ({ ...node, ...(heldElsewhere?.has(node.key) ? { disableCheckbox: true } : {}), ...(node.children ? { children: mark(node.children) } : {}) }));
    return mark(tree);
  }, [tree, heldElsewhere]);
  const ticked = [...granted, ...(heldElsewhere ?? [])];

  return (
    <>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button size="small" disabled={!canEdit} onClick={() => onChange(new Set(allIds.filter((id) => !heldElsewhere?.has(id))))}>{t('orgConsole.dept.grantAll')}</Button>
        <Button size="small" disabled={!canEdit} onClick={() => onChange(new Set())}>{t('orgConsole.dept.grantNone')}</Button>
        <Button size="small" onClick={() => setExpanded([...index.parentOf.keys()])}>{t('console.expandAll')}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{t('console.collapseAll')}</Button>
      </Space>
      <Tree<PermissionTreeNode>
        checkable
        checkStrictly
        disabled={!canEdit}
        data-testid={testId}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys as string[])}
        checkedKeys={{ checked: ticked, halfChecked: [] }}
        onCheck={(_keys, info) => {
          const next = toggleGrant(index, granted, String(info.node.key), info.checked);
          for (const id of heldElsewhere ?? []) next.delete(id);
          onChange(next);
        }}
      />
    </>
  );
}
