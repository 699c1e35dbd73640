import { lazy, Suspense, useEffect } from 'react';
import { useImportRunStore } from './importRunStore';

const ImportRunModal = lazy(() => import('./ImportRunModal').then((module) => ({ default: module.ImportRunModal })));

/** The background import's dialog of a page, loaded only once a run was opened there; leaving the page closes it. */
export function BackgroundImportDialog() {
  const runId = useImportRunStore((state) => state.runId);
  useEffect(() => () => useImportRunStore.getState().close(), []);
  if (!runId) return null;
  return (
    <Suspense fallback={null}>
      <ImportRunModal />
    </Suspense>
  );
}
