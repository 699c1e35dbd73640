import { lazyComponent } from '../lazyComponent';
import { hasSubTables, preloadSubTableGrid } from './subTableGridLoader';
import type { FormRendererProps } from './types';

const LazyForm = lazyComponent(async () => (await import('./FormRenderer')).FormRenderer);

/**
 * The form runtime in a chunk of its own (`kindRuntimes.form`). A definition with sub-tables starts
 * the grid's chunk in the same render as the form's own chunk, side by side: the grid's code is not
 * left to wait until the form's chunk has arrived, run and rendered (a waterfall of two chunks).
 */
export function LazyFormRenderer(props: FormRendererProps) {
  if (hasSubTables(props.definition)) preloadSubTableGrid();
  return <LazyForm {...props} />;
}
