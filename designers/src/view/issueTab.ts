/** The designer's tabs. */
export type ViewDesignerTab = 'basic' | 'columns' | 'query' | 'buttons' | 'parameters' | 'page' | 'tree' | 'layout' | 'preview';

const queryKeys = /^\/columns\/\d+\/(queryAlias|isQuery|isDefaultQuery|queryOp|queryDefaultValue|queryIsHidden|queryOrder)\b/;

/** The tab where the setting an issue's path points at is edited. */
export function issueTab(path: string): ViewDesignerTab {
  if (queryKeys.test(path)) return 'query';
  if (path.startsWith('/columns')) return 'columns';
  if (path.startsWith('/buttons')) return 'buttons';
  if (path.startsWith('/parameters')) return 'parameters';
  if (path.startsWith('/page') || path.startsWith('/nestedTables')) return 'page';
  if (path.startsWith('/tree')) return 'tree';
  if (path.startsWith('/layoutItems')) return 'layout';
  return 'basic';
}
