import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useFormRuntime } from './runtimeContext';
import { loadedSubTableGrid, loadSubTableGrid, type SubTableGridComponent } from './subTableGridLoader';

/**
 * The rjsf field of a sub-table (`ui:field: wharfSubTable`): the virtualised grid, not rjsf's array field.
 * The grid's chunk is loaded by hand rather than with React.lazy + Suspense, because React 19 holds
 * back a Suspense reveal for up to 300 ms (fallback throttling), which a form would pay on every first open.
 * If the chunk fails (network drop, a deploy replaced the hashed file) the field says so with a
 * "try again" instead of spinning for ever; the rest of the form stays usable, and the rows stay in
 * the form's values (the grid only shows them), so saving keeps them.
 */
export function SubTableField(props: FieldProps) {
  const tableName = String(getUiOptions(props.uiSchema).tableName ?? props.name);
  const [Grid, setGrid] = useState<SubTableGridComponent | undefined>(loadedSubTableGrid);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Grid || failed) return;
    let live = true;
    loadSubTableGrid().then(
      (component) => live && setGrid(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Grid, failed]);
  if (Grid) return <Grid tableName={tableName} />;
  // Clearing the failure runs the effect again, which asks the loader for a fresh import.
  return failed ? <SubTableLoadFailed tableName={tableName} onRetry={() => setFailed(false)} /> : <Spin />;
}

/** The sub-table's place when its grid could not load: its title, the error with "try again", and its issues from a submit. */
function SubTableLoadFailed({ tableName, onRetry }: { tableName: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const runtime = useFormRuntime();
  const title = runtime.subTablesByName.get(tableName)?.title;
  // A submit still checks the rows; with no grid to mark the cells, their messages are listed here.
  const issues = useStore(runtime.store, (state) => state.issues);
  const lines = Object.entries(issues)
    .filter(([path]) => path === `/${tableName}` || path.startsWith(`/${tableName}/`))
    .map(([path, message]) => (path === `/${tableName}` ? message : `${t('form.subTable.row', { row: Number(path.split('/')[2]) + 1 })}: ${message}`));
  return (
    <div className="wharf-form-subtable" data-subtable={tableName} data-subtable-failed="true" style={{ marginBottom: 24 }}>
      {title && <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{title}</Typography.Text>}
      <Alert
        type="error"
        showIcon
        title={t('form.subTable.loadFailed')}
        description={lines.length > 0 ? lines.map((line) => <div key={line}>{line}</div>) : undefined}
        action={<Button size="small" onClick={onRetry}>{t('form.subTable.retry')}</Button>}
      />
    </div>
  );
}
