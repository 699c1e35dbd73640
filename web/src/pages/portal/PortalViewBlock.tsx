import type { MenuItem } from '@wharf/engine';
import { Spin } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../routes/lazyWithTimeout';

// The list page's runtime (ag-grid) loads only when a portal has a view block.
const ViewLayoutPage = lazyNamed<{ item: MenuItem; resolved: { kind: 'viewLayout'; code: string } }>(() => import('../eform/ViewLayoutPage'), 'ViewLayoutPage');

/**
 * A portal's list view block: the view's list page (the same runtime, buttons and read checks as its
 * menu page) in the widget's box. Its address is none of the app's, so it never takes a page's query.
 */
export function PortalViewBlock({ viewCode, height }: { viewCode: string; limit: number; height: number }) {
  const item: MenuItem = { id: `portal-view-${viewCode}`, path: `/portal-view/${viewCode}`, name: viewCode, component: 'eform/ViewLayoutRedirect', back: '0', meta: { title: viewCode } };
  return (
    <div style={{ height, overflow: 'auto' }} data-testid="portal-view-block" data-view-code={viewCode}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <ViewLayoutPage item={item} resolved={{ kind: 'viewLayout', code: viewCode }} />
      </Suspense>
    </div>
  );
}
