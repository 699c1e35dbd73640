import type { ButtonActionRequest } from '@wharf/renderer';
import { Suspense, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastFailure } from '../../../http/failureToast';
import { notifier } from '../../../http/notifier';
import { ShellContext } from '../../../layouts/shell/ShellContext';
import { lazyNamed } from '../../../routes/lazyWithTimeout';
import { useEformApi } from '../useEform';
import { loadedView } from '../loadedView';
import { LinkedViewDialog, type LinkedView } from './LinkedViewDialog';
import { linkTarget } from './linkTarget';
import { parameterQuery } from './parameterText';
import type { RowWorkflowStartProps } from './RowWorkflowStart';
import { viewAddress } from './viewAddress';

// The workflow start (path preview, user picker) is the workflow pages' code: fetched on the first click.
const RowWorkflowStart = lazyNamed<RowWorkflowStartProps>(() => import('./RowWorkflowStart'), 'RowWorkflowStart');

export interface ListHostActionsOptions {
  /** The form of the list's records: a workflow button starts the template bound to it. */
  formCode?: string;
  /** Draws a linked view's list in the openView dialog (the list page's own body, so its buttons work there too). */
  renderLinkedView(linked: LinkedView): ReactNode;
}

export interface ListHostActions {
  /** The list renderer's `onButtonAction`. */
  onButtonAction(request: ButtonActionRequest): void;
  /** The dialogs the actions open; the page draws them beside the list. */
  dialogs: ReactNode;
}

/**
 * What a list page does for the buttons the list cannot carry out itself (openView, openUrl,
 * workflow, script, moveToGroup). The renderer has already checked the selection, the rows'
 * showCondition and the confirm box; the values of the button's out-parameters come with the request.
 */
export function useListHostActions({ formCode, renderLinkedView }: ListHostActionsOptions): ListHostActions {
  const { t } = useTranslation();
  const api = useEformApi();
  const navigate = useNavigate();
  const menu = useContext(ShellContext)?.menu;
  const [linked, setLinked] = useState<LinkedView>();
  const [workflow, setWorkflow] = useState<RowWorkflowStartProps>();
  // A second click while the linked view still loads opens it once.
  const loadingView = useRef('');
  const warn = (key: string) => notifier().toast('warning', t(key));

  const openView = async ({ button, parameters }: ButtonActionRequest) => {
    if (!button.linkView) return warn('eform.hostAction.noLinkView');
    const fixedQuery = parameterQuery(parameters);
    // A new tab needs a page of the caller's menu to land on; without one the view opens in a large dialog instead.
    const tabAddress = button.dialogSize === 'newTab' ? viewAddress(button.linkView, fixedQuery, menu ?? []) : undefined;
    if (tabAddress) {
      window.open(tabAddress, '_blank', 'noopener,noreferrer');
      return;
    }
    if (loadingView.current === button.linkView) return;
    loadingView.current = button.linkView;
    try {
      // The server answers 403/404 for a view the caller may not read: the HTTP client says so once, and no dialog opens.
      const view = loadedView(await api.views.definition(button.linkView));
      setLinked({ viewCode: button.linkView, view, fixedQuery, title: button.viewName || view.definition.viewName || button.buttonName, dialogSize: button.dialogSize === 'newTab' ? 'large' : (button.dialogSize ?? 'default') });
    } catch (error) {
      toastFailure('warning', error);
    } finally {
      loadingView.current = '';
    }
  };

  const openUrl = ({ button, parameters }: ButtonActionRequest) => {
    if (!button.linkUrl?.trim()) return warn('eform.hostAction.noLinkUrl');
    const target = linkTarget(button.linkUrl, parameters, window.location.origin);
    if (!target) return notifier().toast('error', t('eform.hostAction.unsafeUrl'));
    if (button.dialogSize === 'newTab') window.open(target.kind === 'path' ? target.path : target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'path') navigate(target.path);
    else window.location.assign(target.href);
  };

  const startWorkflow = ({ button, rows, refresh }: ButtonActionRequest) => {
    const form = button.linkForm ?? formCode;
    if (!form) return warn('eform.hostAction.noForm');
    const row = rows[0];
    if (!row) return;
    setWorkflow({ formCode: form, dataId: row.id, onDone: (isStarted) => {
      setWorkflow(undefined);
      if (isStarted) refresh();
    } });
  };

  const onButtonAction = (request: ButtonActionRequest) => {
    switch (request.button.openType) {
      case 'openView': return void openView(request);
      case 'openUrl': return openUrl(request);
      case 'workflow': return startWorkflow(request);
      // Scripts run only in the server's QuickJS sandbox, and no server call runs a button's script; the page has no safe way to run one.
      case 'script': return warn('eform.hostAction.scriptNotRun');
      // "Move to group" moves definitions (forms, views, tables) between app groups; a view's rows are business records.
      case 'moveToGroup': return warn('eform.hostAction.moveToGroupNotHere');
      default: return warn('eform.hostAction.unsupported');
    }
  };

  const dialogs = (
    <>
      {linked && <LinkedViewDialog linked={linked} onClose={() => setLinked(undefined)}>{renderLinkedView(linked)}</LinkedViewDialog>}
      {workflow && (
        <Suspense fallback={null}>
          <RowWorkflowStart key={workflow.dataId} {...workflow} />
        </Suspense>
      )}
    </>
  );
  return { onButtonAction, dialogs };
}
