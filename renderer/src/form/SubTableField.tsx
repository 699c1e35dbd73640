import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { Spin } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';

type GridComponent = ComponentType<{ tableName: string }>;

// ag-grid is heavy: it loads only when a form with a sub-table opens, and once per page. Loaded by
// hand rather than with React.lazy + Suspense, because React 19 holds back a Suspense reveal for up to
// 300 ms (fallback throttling), which a form would pay on every first open.
let loadedGrid: GridComponent | undefined;
let loadingGrid: Promise<GridComponent> | undefined;
/** Starts loading the grid (once per page); FormRenderer calls it as soon as a form with sub-tables opens, before rjsf draws. */
export function loadGrid(): Promise<GridComponent> {
  loadingGrid ??= import('./SubTableGrid').then((module) => (loadedGrid = module.default));
  return loadingGrid;
}

/** The rjsf field of a sub-table (`ui:field: wharfSubTable`): the virtualised grid, not rjsf's array field. */
export function SubTableField(props: FieldProps) {
  const tableName = String(getUiOptions(props.uiSchema).tableName ?? props.name);
  const [Grid, setGrid] = useState<GridComponent | undefined>(() => loadedGrid);
  useEffect(() => {
    if (Grid) return;
    let live = true;
    void loadGrid().then((component) => live && setGrid(() => component));
    return () => {
      live = false;
    };
  }, [Grid]);
  return Grid ? <Grid tableName={tableName} /> : <Spin />;
}
