import { Alert, Modal, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuTreeNode } from '../../eform/menuTreeOptions';
import type { ProductPackageApi, ProductPackageRecord } from './productPackageApi';

const titleKeys: Record<string, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

/** The menu tree as checkable nodes, menus and their buttons, titled in the UI language (else the menu's name). */
function treeNodes(nodes: readonly MenuTreeNode[], language: string): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.titles?.[titleKeys[language] ?? 'zhCn'] || node.name,
    ...(node.children?.length ? { children: treeNodes(node.children, language) } : {}),
  }));
}

/**
 * Picks a package's menus and buttons from the menu tree (spec §6 "Tenant product packages decide
 * menus"). Ticks are independent (a button without its whole menu, a menu without all its buttons):
 * saving sends exactly the ticked ids, and the tenants that subscribe may grant those.
 */
export function PackageMenusModal({ api, record, onClose, onSaved }: { api: ProductPackageApi; record: ProductPackageRecord; onClose(): void; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const [tree, setTree] = useState<DataNode[]>();
  const [checked, setChecked] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([api.menuTree(), api.permissions(record.id)]).then(
      ([menus, held]) => {
        if (!isCurrent) return;
        setTree(treeNodes(menus, i18n.language));
        setChecked(held.permissionIds);
      },
      (error: unknown) => isCurrent && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, record.id, i18n.language]);

  const save = async () => {
    setSaving(true);
    try {
      await api.savePermissions(record.id, checked);
      onSaved();
    } catch {
      // The refusal is shown by the HTTP client's reaction; the pick stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('productPackage.menusTitle', { code: record.productCode })} onCancel={onClose} onOk={() => void save()} confirmLoading={isSaving} okButtonProps={{ disabled: !tree, ...({ 'data-testid': 'save-package-menus' } as Record<string, string>) }} width={640}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('productPackage.menusHint')} />
      {problem ? <Alert type="error" title={problem} /> : null}
      {!tree && !problem ? <Spin /> : null}
      {tree ? (
        <div data-testid="package-menu-tree" style={{ maxHeight: 420, overflow: 'auto' }}>
          <Tree checkable checkStrictly defaultExpandAll virtual={false} treeData={tree} checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))} />
        </div>
      ) : null}
    </Modal>
  );
}
