import type { ViewDefinition } from '@wharf/schemas';
import { kindRuntimes, type OpenFormRequest } from '@wharf/renderer';
import { Result, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '../../api/eformResult';
import { createListServices } from '../../api/listServices';
import type { PublishedView } from '../../api/viewsApi';
import { useServices, useSession } from '../../app/ServicesContext';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { FormDialog } from './FormDialog';
import { useEformApi } from './useEform';
import { PrintButton } from '../../components/PrintButton';
import { DemoGuard } from '../../components/DemoGuard';
import { BackgroundImportDialog } from './importTasks/BackgroundImportDialog';
import { withBackgroundImport } from './importTasks/withBackgroundImport';

/** The view kind's runtime from the renderer's registry (the list renderer, loaded on first use). */
const ListRenderer = kindRuntimes.view.Component;

/** The list's write buttons (add, edit, delete, import, batch…) under the demo-mode directive, as the app's other write controls. */
const underDemoGuard = (control: ReactElement) => <DemoGuard>{control}</DemoGuard>;

interface LoadedView {
  definition: ViewDefinition;
  formCode?: string;
  permissions?: string[];
}

/** What the list page keeps of the view definition answer. */
function loadedView(answer: PublishedView): LoadedView {
  return { definition: answer.body, formCode: answer.formCode ?? undefined, permissions: answer.permissions };
}

/**
 * The view-layout menu page (spec §2: the last path segment is the view code): the published view
 * drawn by the list runtime over the view data API; its buttons open the form in a dialog, delete,
 * copy, export and online modification go through the form data and export APIs.
 */
export function ViewLayoutPage({ item, resolved }: MenuPageProps) {
  const api = useEformApi();
  const app = useServices();
  const viewCode = resolved.code ?? '';
  const [view, setView] = useState<LoadedView>();
  const [problem, setProblem] = useState('');
  const [openForm, setOpenForm] = useState<OpenFormRequest>();
  const sessionAuth = useSession((state) => state.permissions?.auth);

  useEffect(() => {
    let isCurrent = true;
    setView(undefined);
    setProblem('');
    api.views.definition(viewCode).then(
      (answer) => isCurrent && setView(loadedView(answer)),
      (error: unknown) => isCurrent && setProblem(messageOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, viewCode]);

  const services = useMemo(() => withBackgroundImport(createListServices({ api, app, viewCode, formCode: view?.formCode, viewId: view?.definition.viewId }), app, viewCode), [api, app, viewCode, view?.formCode, view?.definition.viewId]);
  const permissions = useMemo(() => {
    if (view?.permissions) return new Set(view.permissions);
    const entries = Array.isArray(sessionAuth) ? (sessionAuth as Array<{ action?: string; type?: string }>) : [];
    return new Set(entries.filter((entry) => entry.type !== '2' && entry.action).map((entry) => entry.action!));
  }, [view?.permissions, sessionAuth]);
  // The address's query narrows the list too (a report's drill-through links here with the clicked
  // values): only parameters naming a column of the view, only while this page is the one shown (a
  // kept-alive tab must not take another page's query). The menu's own colCode/queryValue win.
  const location = useLocation();
  const isShown = location.pathname.replace(/\/+$/, '') === item.path.replace(/\/+$/, '');
  const [shownLinkQuery, setShownLinkQuery] = useState(isShown ? location.search : '');
  if (isShown && location.search !== shownLinkQuery) setShownLinkQuery(location.search);
  const fixedQuery = useMemo(() => {
    const { colCode, queryValue } = resolved.query ?? {};
    const columns = new Set((view?.definition.columns ?? []).map((column) => column.colCode));
    const linked = Object.fromEntries([...new URLSearchParams(shownLinkQuery)].filter(([name]) => columns.has(name)));
    const merged = { ...linked, ...(colCode ? { [colCode]: queryValue ?? '' } : {}) };
    return Object.keys(merged).length > 0 ? merged : undefined;
  }, [resolved.query, view?.definition.columns, shownLinkQuery]);

  if (problem) return <Result status="warning" title={problem} data-testid="view-unavailable" data-view-code={viewCode} />;
  if (!view) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div data-testid="view-layout" data-view-code={viewCode} data-print-area>
      <div className="wharf-no-print" style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <PrintButton />
      </div>
      <ListRenderer definition={view.definition} services={services} permissions={permissions} fixedQuery={fixedQuery} onOpenForm={setOpenForm} guardWriteControl={underDemoGuard} />
      <FormDialog request={openForm} fallbackFormCode={view.formCode} onClose={() => setOpenForm(undefined)} />
      <BackgroundImportDialog />
    </div>
  );
}
