import { Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '../../api/eformResult';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { PrintButton } from '../../components/PrintButton';
import { BackgroundImportDialog } from './importTasks/BackgroundImportDialog';
import { loadedView, type LoadedView } from './loadedView';
import { useEformApi } from './useEform';
import { ViewList } from './ViewList';

/**
 * The view-layout menu page (spec §2: the last path segment is the view code): the published view
 * drawn by the list runtime over the view data API (`ViewList`: its buttons open forms and linked
 * views, open links, start workflows, delete, copy, export and modify online).
 */
export function ViewLayoutPage({ item, resolved }: MenuPageProps) {
  const api = useEformApi();
  const viewCode = resolved.code ?? '';
  const [view, setView] = useState<LoadedView>();
  const [problem, setProblem] = useState('');

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
      <ViewList viewCode={viewCode} view={view} fixedQuery={fixedQuery} />
      <BackgroundImportDialog />
    </div>
  );
}
