import type { ListServices } from '@wharf/renderer';
import type { AppServices } from '../../../app/appServices';
import type { ImportRun } from '../../../api/asyncImportApi';
import { uploadSheet } from '../../../api/uploadSheet';
import { useImportRunStore } from './importRunStore';

/**
 * A list page's services with "import in the background" (spec §3 asynchronous import): the file
 * goes to the view's async import, and the page's run dialog follows the run it started. Visitors
 * have no runs to follow, so their lists keep the plain import only.
 */
export function withBackgroundImport(services: ListServices, app: AppServices, viewCode: string): ListServices {
  if (!services.importRows || app.session.getState().isVisitor) return services;
  return {
    ...services,
    importInBackground: async (file: File, refresh: () => void) => {
      const answer = await uploadSheet<ImportRun>(app, `/eform/views/${encodeURIComponent(viewCode)}/asyncImport`, file);
      useImportRunStore.getState().show(answer.result.id, refresh);
    },
  };
}
