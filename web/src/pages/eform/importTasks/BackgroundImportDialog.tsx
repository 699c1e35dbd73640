import { lazy, Suspense } from 'react';
import { useImportRunStore } from './importRunStore';

const ImportRunModal = lazy(() => import('./ImportRunModal').then((module) => ({ default: module.ImportRunModal })));

/** The background import's dialog of a list page, loaded only once a run was started there. */
export function BackgroundImportDialog() {
  const runId = useImportRunStore((state) => state.runId);
  if (!runId) return null;
  return (
    <Suspense fallback={null}>
      <ImportRunModal />
    </Suspense>
  );
}
