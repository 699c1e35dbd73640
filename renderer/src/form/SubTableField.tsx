import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { loadedSubTableGrid, loadSubTableGrid, type SubTableGridComponent } from './subTableGridLoader';

/**
 * The rjsf field of a sub-table (`ui:field: wharfSubTable`): the virtualised grid, not rjsf's array field.
 * The grid's chunk is loaded by hand rather than with React.lazy + Suspense, because React 19 holds
 * back a Suspense reveal for up to 300 ms (fallback throttling), which a form would pay on every first open.
 */
export function SubTableField(props: FieldProps) {
  const tableName = String(getUiOptions(props.uiSchema).tableName ?? props.name);
  const [Grid, setGrid] = useState<SubTableGridComponent | undefined>(loadedSubTableGrid);
  useEffect(() => {
    if (Grid) return;
    let live = true;
    void loadSubTableGrid().then((component) => live && setGrid(() => component));
    return () => {
      live = false;
    };
  }, [Grid]);
  return Grid ? <Grid tableName={tableName} /> : <Spin />;
}
