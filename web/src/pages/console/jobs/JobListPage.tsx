import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { CodeListPage } from '../orgExtras/CodeListPage';

/** The job page of the console (`system/JobList`), behind `systemJob:view` / `systemJob:edit`. */
export function JobListPage(_props: MenuPageProps) {
  return <CodeListPage entity="job" editPermission="systemJob:edit" />;
}
