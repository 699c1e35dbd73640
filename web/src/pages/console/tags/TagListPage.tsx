import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { CodeListPage } from '../orgExtras/CodeListPage';

/** The tag page of the console (`system/TagList`), behind `systemTag:view` / `systemTag:edit`. */
export function TagListPage(_props: MenuPageProps) {
  return <CodeListPage entity="tag" editPermission="systemTag:edit" />;
}
