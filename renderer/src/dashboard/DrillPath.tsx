import { Breadcrumb, type BreadcrumbProps } from 'antd';

/** A report item's drill path (antd Breadcrumb, with its menus), in a chunk of its own: only drilled items show one. */
export function DrillPath(props: BreadcrumbProps) {
  return <Breadcrumb {...props} />;
}
