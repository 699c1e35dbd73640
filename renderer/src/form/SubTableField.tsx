import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// ag-grid is heavy: it loads only when a form with a sub-table opens.
const SubTableGrid = lazy(() => import('./SubTableGrid'));

/** The rjsf field of a sub-table (`ui:field: wharfSubTable`): the virtualised grid, not rjsf's array field. */
export function SubTableField(props: FieldProps) {
  const tableName = String(getUiOptions(props.uiSchema).tableName ?? props.name);
  return (
    <Suspense fallback={<Spin />}>
      <SubTableGrid tableName={tableName} />
    </Suspense>
  );
}
