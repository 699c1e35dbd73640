import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { CodeListPage } from '../orgExtras/CodeListPage';

/** The division page of the console (`system/DivisionList`), behind `systemDivision:view` / `systemDivision:edit`. */
export function DivisionListPage(_props: MenuPageProps) {
  return <CodeListPage entity="division" editPermission="systemDivision:edit" />;
}
