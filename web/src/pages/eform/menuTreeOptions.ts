/** A menu as `GET /api/system/permission/list` answers it (the parts a menu picker needs). */
export interface MenuTreeNode {
  id: string;
  name: string;
  menuType: string;
  titles?: Record<string, string>;
  children?: MenuTreeNode[];
}

/** An antd TreeSelect option. */
export interface MenuTreeOption {
  value: string;
  title: string;
  children?: MenuTreeOption[];
}

const titleKeys: Record<string, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

/** Menus (not buttons) as tree-select options, titled in the UI language (else the menu's name). */
export function menuTreeOptions(nodes: readonly MenuTreeNode[], language: string): MenuTreeOption[] {
  return nodes.filter((node) => node.menuType !== '2').map((node) => {
    const children = menuTreeOptions(node.children ?? [], language);
    return { value: node.id, title: node.titles?.[titleKeys[language] ?? 'zhCn'] || node.name, ...(children.length ? { children } : {}) };
  });
}
