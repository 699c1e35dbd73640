import { kindRuntimes, type OpenFormRequest } from '@wharf/renderer';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { createListServices } from '../../api/listServices';
import { useServices, useSession } from '../../app/ServicesContext';
import { DemoGuard } from '../../components/DemoGuard';
import { FormDialog } from './FormDialog';
import { withBackgroundImport } from './importTasks/withBackgroundImport';
import { useListHostActions } from './listHostActions/useListHostActions';
import type { LoadedView } from './loadedView';
import { useEformApi } from './useEform';

/** The view kind's runtime from the renderer's registry (the list renderer, loaded on first use). */
const ListRenderer = kindRuntimes.view.Component;

/** The list's write buttons (add, edit, delete, import, batch…) under the demo-mode directive, as the app's other write controls. */
const underDemoGuard = (control: ReactElement) => <DemoGuard>{control}</DemoGuard>;

export interface ViewListProps {
  viewCode: string;
  view: LoadedView;
  fixedQuery?: Readonly<Record<string, string>>;
}

/**
 * A published view's list with everything its buttons do: forms in a dialog; delete, copy, export,
 * import and online modification through the form data and export APIs; openView, openUrl,
 * workflow (and the refusals of script and moveToGroup) through the page's host actions. The view
 * page draws one; an openView button draws another in its dialog.
 */
export function ViewList({ viewCode, view, fixedQuery }: ViewListProps) {
  const api = useEformApi();
  const app = useServices();
  const [openForm, setOpenForm] = useState<OpenFormRequest>();
  const sessionAuth = useSession((state) => state.permissions?.auth);
  const services = useMemo(
    () => withBackgroundImport(createListServices({ api, app, viewCode, formCode: view.formCode, viewId: view.definition.viewId }), app, viewCode),
    [api, app, viewCode, view.formCode, view.definition.viewId],
  );
  const permissions = useMemo(() => {
    if (view.permissions) return new Set(view.permissions);
    const entries = Array.isArray(sessionAuth) ? (sessionAuth as Array<{ action?: string; type?: string }>) : [];
    return new Set(entries.filter((entry) => entry.type !== '2' && entry.action).map((entry) => entry.action!));
  }, [view.permissions, sessionAuth]);
  // A button's openScript runs on the server; the button is named by its place in the published view.
  const startData = useCallback(async (request: OpenFormRequest) => {
    const buttons = view.definition.buttons ?? [];
    const index = buttons.indexOf(request.button);
    const at = index >= 0 ? index : buttons.findIndex((button) => button.buttonName === request.button.buttonName && button.openType === request.button.openType);
    return (await api.views.openData(viewCode, at, { parameters: request.parameters, rows: [...request.rows], buttonName: request.button.buttonName })).data as Record<string, unknown>;
  }, [api, viewCode, view.definition.buttons]);
  const hostActions = useListHostActions({
    formCode: view.formCode,
    renderLinkedView: (linked) => <ViewList viewCode={linked.viewCode} view={linked.view} fixedQuery={linked.fixedQuery} />,
  });
  return (
    <>
      <ListRenderer definition={view.definition} services={services} permissions={permissions} fixedQuery={fixedQuery} onOpenForm={setOpenForm} onButtonAction={hostActions.onButtonAction} guardWriteControl={underDemoGuard} />
      <FormDialog request={openForm} fallbackFormCode={view.formCode} startData={startData} onClose={() => setOpenForm(undefined)} />
      {hostActions.dialogs}
    </>
  );
}
