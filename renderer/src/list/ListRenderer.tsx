import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocalisedDefinition } from '../texts/textDisplay';
import type { ListRendererProps } from './types';

// The grid (ag-grid, its styles and modules) loads in its own chunk the first time a list is shown.
const ListView = lazy(() => import('./ListView'));

/** The list runtime (contract): a view definition as a list page. Lazy: ag-grid loads on first use. */
export function ListRenderer(props: ListRendererProps) {
  // Column names, query labels and buttons in the user's language (issue 18 point 6).
  const definition = useLocalisedDefinition(props.definition);
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <ListView {...props} definition={definition} />
    </Suspense>
  );
}
