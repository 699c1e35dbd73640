import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { CodeListPage } from '../orgExtras/CodeListPage';

/** The position page of the console (`system/PositionList`), behind `systemPosition:view` / `systemPosition:edit`. */
export function PositionListPage(_props: MenuPageProps) {
  return <CodeListPage entity="position" editPermission="systemPosition:edit" />;
}
