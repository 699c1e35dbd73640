import type { ViewButton, ViewDefinition } from '@wharf/schemas';
import { buttonEffectOf, outParameters, refuseButton } from './buttonRules';
import { errorMessage, wasAlreadyShown } from './errorMessage';
import type { FetchRowsParams, ListRecord, ListRendererProps, ListServices } from './types';

/** What a button run needs from the list around it (the antd message and modal APIs, the grid). */
export interface ButtonRunContext {
  definition: ViewDefinition;
  services: ListServices;
  onOpenForm: ListRendererProps['onOpenForm'];
  onButtonAction: ListRendererProps['onButtonAction'];
  t(key: string, options?: Record<string, unknown>): string;
  notify(level: 'success' | 'warning' | 'error', text: string): void;
  confirm(options: { title: string; content: string }): Promise<boolean>;
  /** The rows of the page in view, for online modification without a selection. */
  pageRows(): ListRecord[];
  /** The current filters as export parameters. */
  exportParams(): FetchRowsParams;
  openOnlineModify(rows: ListRecord[]): void;
  /** Opens the import upload (template download and file chooser). */
  openImport(): void;
  /** Reloads the rows; after deleting, the selection is cleared too. */
  reload(options?: { clearSelection?: boolean }): void;
}

const formModes: Partial<Record<ViewButton['openType'], 'add' | 'edit' | 'view'>> = { add: 'add', edit: 'edit', detail: 'view', openForm: 'add' };

async function perform(button: ViewButton, rows: ReadonlyArray<ListRecord>, context: ButtonRunContext): Promise<void> {
  const { t, services } = context;
  const parameters = outParameters(button, rows);
  const refresh = () => context.reload();
  switch (buttonEffectOf(button)) {
    case 'openForm': {
      const formCode = button.linkForm ?? context.definition.formCode;
      context.onOpenForm?.({ button, rows, mode: formModes[button.openType] ?? 'add', ...(formCode ? { formCode } : {}), parameters, dialogSize: button.dialogSize ?? 'default', refresh });
      return;
    }
    case 'hostAction':
      context.onButtonAction?.({ button, rows, parameters, refresh });
      return;
    case 'deleteRows': {
      const result = await services.deleteRows!(rows.map((row) => row.id));
      context.notify('success', (result && result.message) || t('list.message.deleted'));
      context.reload({ clearSelection: true });
      return;
    }
    case 'copyRow': {
      const result = await services.copyRow!(rows[0]!.id);
      context.notify('success', (result && result.message) || t('list.message.copied'));
      context.reload();
      return;
    }
    case 'exportRows':
      await services.exportRows!(context.exportParams());
      return;
    case 'saveRows':
      context.openOnlineModify(rows.length > 0 ? [...rows] : context.pageRows());
      return;
    case 'importRows':
      context.openImport();
      return;
  }
}

const failureKeys: Partial<Record<ReturnType<typeof buttonEffectOf>, string>> = {
  deleteRows: 'list.message.deleteFailed',
  copyRow: 'list.message.copyFailed',
  exportRows: 'list.message.exportFailed',
};

/**
 * Runs a view button on rows (the selection for toolbar buttons, the row for inline ones): checks the
 * selection and configuration (spec §5, §8), asks for confirmation (deletes always, with the count;
 * others when the button has a confirm box), then carries it out. Failures show the server's message.
 */
export async function runListButton(button: ViewButton, rows: ReadonlyArray<ListRecord>, context: ButtonRunContext): Promise<void> {
  const refusal = refuseButton(button, rows, { definition: context.definition, services: context.services, hasFormHandler: Boolean(context.onOpenForm), hasHostHandler: Boolean(context.onButtonAction) });
  if (refusal) {
    context.notify(refusal.level, context.t(refusal.messageKey));
    return;
  }
  const isDelete = button.openType === 'delete' || button.openType === 'batchDelete';
  if (isDelete || button.confirmBox) {
    const isConfirmed = await context.confirm({
      title: button.confirmBox?.title ?? context.t('list.confirm.title'),
      // A delete always says how many rows it removes (spec §5), after the builder's own wording.
      content: isDelete
        ? [button.confirmBox?.content, context.t('list.confirm.delete', { count: rows.length })].filter(Boolean).join(' ')
        : (button.confirmBox?.content ?? context.t('list.confirm.title')),
    });
    if (!isConfirmed) return;
  }
  try {
    await perform(button, rows, context);
  } catch (error) {
    if (!wasAlreadyShown(error)) context.notify('warning', errorMessage(error, context.t(failureKeys[buttonEffectOf(button)] ?? 'list.message.actionFailed')));
  }
}

/**
 * The export button's second choice (spec §2 download centre): the same export, with the same
 * checks, queued as a background task; the user is told where to find the file.
 */
export async function runExportInBackground(button: ViewButton, context: ButtonRunContext): Promise<void> {
  const refusal = refuseButton(button, [], { definition: context.definition, services: context.services, hasFormHandler: Boolean(context.onOpenForm), hasHostHandler: Boolean(context.onButtonAction) });
  if (refusal) {
    context.notify(refusal.level, context.t(refusal.messageKey));
    return;
  }
  try {
    const result = await context.services.exportInBackground!(context.exportParams());
    context.notify('success', (result && result.message) || context.t('list.message.exportQueued'));
  } catch (error) {
    if (!wasAlreadyShown(error)) context.notify('warning', errorMessage(error, context.t('list.message.exportFailed')));
  }
}
