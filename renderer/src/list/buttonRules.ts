import { evaluateCondition, type ConditionNode } from '@wharf/engine';
import type { ViewButton, ViewDefinition } from '@wharf/schemas';
import type { ListRecord, ListServices } from './types';

type OpenType = ViewButton['openType'];

/** How many rows a button needs: none, exactly one, at least one, or any number (spec §5 list pages). */
export type SelectionRule = 'none' | 'one' | 'atLeastOne' | 'any';

const selectionRules: { [K in OpenType]: SelectionRule } = {
  add: 'none',
  edit: 'one',
  detail: 'one',
  delete: 'one',
  batchDelete: 'atLeastOne',
  copy: 'one',
  exportXls: 'none',
  importXls: 'none',
  moveToGroup: 'atLeastOne',
  openForm: 'any',
  openView: 'any',
  openUrl: 'any',
  script: 'any',
  workflow: 'one',
  handleOnlineModify: 'any',
};

/** The rows rule of a button; a button that passes rows on may take several only when isMultiple is Y. */
export function selectionRuleOf(button: ViewButton): SelectionRule {
  const rule = selectionRules[button.openType];
  if (rule === 'any' && button.openType !== 'handleOnlineModify' && (button.outParameter?.length ?? 0) > 0) return button.isMultiple === 'Y' ? 'atLeastOne' : 'one';
  return rule;
}

/** Which service or host callback a button's effect needs, so a missing one is reported (spec §8). */
export type ButtonEffect = 'deleteRows' | 'copyRow' | 'exportRows' | 'saveRows' | 'importRows' | 'openForm' | 'hostAction';

const effects: { [K in OpenType]: ButtonEffect } = {
  add: 'openForm',
  edit: 'openForm',
  detail: 'openForm',
  openForm: 'openForm',
  delete: 'deleteRows',
  batchDelete: 'deleteRows',
  copy: 'copyRow',
  exportXls: 'exportRows',
  handleOnlineModify: 'saveRows',
  importXls: 'importRows',
  moveToGroup: 'hostAction',
  openView: 'hostAction',
  openUrl: 'hostAction',
  script: 'hostAction',
  workflow: 'hostAction',
};

export const buttonEffectOf = (button: ViewButton): ButtonEffect => effects[button.openType];

/** A refusal to run a button: a message key of the `list.*` catalogue and how loudly to say it. */
export interface ButtonRefusal {
  level: 'warning' | 'error';
  messageKey: string;
}

export interface ButtonContext {
  definition: ViewDefinition;
  services: ListServices;
  hasFormHandler: boolean;
  hasHostHandler: boolean;
}

/** Whether a row meets the button's showCondition (no condition: always). */
export function isShownForRow(button: ViewButton, row: ListRecord): boolean {
  return button.showCondition === undefined || evaluateCondition(button.showCondition as unknown as ConditionNode, row);
}

/**
 * Why a button cannot run on these rows, or undefined when it can. The order follows what a user
 * can fix first: the selection, then the rows' state, then the page's configuration.
 */
export function refuseButton(button: ViewButton, rows: ReadonlyArray<ListRecord>, context: ButtonContext): ButtonRefusal | undefined {
  const rule = selectionRuleOf(button);
  if ((rule === 'one' || rule === 'atLeastOne') && rows.length === 0) return { level: 'warning', messageKey: 'list.message.selectOne' };
  if (rule === 'one' && rows.length > 1) return { level: 'warning', messageKey: 'list.message.onlyOne' };
  if (rule !== 'none' && rows.some((row) => !isShownForRow(button, row))) return { level: 'warning', messageKey: 'list.message.conditionNotMet' };
  if (button.openType === 'handleOnlineModify') {
    const setup = refuseOnlineModify(context.definition);
    if (setup) return setup;
  }
  const missing = missingEffect(buttonEffectOf(button), context);
  return missing ? { level: 'error', messageKey: missing } : undefined;
}

function missingEffect(effect: ButtonEffect, context: ButtonContext): string | undefined {
  switch (effect) {
    case 'openForm': return context.hasFormHandler ? undefined : 'list.message.missingFormHandler';
    case 'hostAction': return context.hasHostHandler ? undefined : 'list.message.missingAction';
    case 'deleteRows': return context.services.deleteRows ? undefined : 'list.message.missingDeleteUrl';
    case 'copyRow': return context.services.copyRow ? undefined : 'list.message.missingCopyUrl';
    case 'exportRows': return context.services.exportRows ? undefined : 'list.message.missingExportUrl';
    case 'saveRows': return context.services.saveRows ? undefined : 'list.message.missingChangeUrl';
    case 'importRows': return context.services.importRows ? undefined : 'list.message.missingImportUrl';
  }
}

/** Online modification needs a saved view and its handleOnlineModify button (spec §5). */
export function refuseOnlineModify(definition: ViewDefinition): ButtonRefusal | undefined {
  if (!definition.viewId) return { level: 'error', messageKey: 'list.message.viewIdEmpty' };
  if (!(definition.buttons ?? []).some((button) => button.openType === 'handleOnlineModify')) return { level: 'error', messageKey: 'list.message.onlineModifyButtonMissing' };
  return undefined;
}

/** The view's buttons the caller may use, split into toolbar and row buttons (spec §6 button permissions). */
export function permittedButtons(definition: ViewDefinition, permissions: ReadonlySet<string> | undefined): { toolbar: ViewButton[]; inline: ViewButton[] } {
  const allowed = (definition.buttons ?? []).filter((button) => !button.permission || !permissions || permissions.has(button.permission));
  return { toolbar: allowed.filter((button) => button.buttonType === 'toolbar'), inline: allowed.filter((button) => button.buttonType === 'inline') };
}

/** The values a button hands to the form or view it opens: parameterKey takes the first row's colCode. */
export function outParameters(button: ViewButton, rows: ReadonlyArray<ListRecord>): Record<string, unknown> {
  const first = rows[0];
  const parameters: Record<string, unknown> = {};
  if (!first) return parameters;
  for (const out of button.outParameter ?? []) {
    parameters[out.parameterKey] = rows.length > 1 && button.isMultiple === 'Y' ? rows.map((row) => row[out.colCode]) : first[out.colCode];
  }
  return parameters;
}

/**
 * Buttons that change data (add, edit, delete, copy, import, online modification, moving rows, a
 * workflow): the host may put them under a guard of its own (the web's demo-mode directive, spec §6).
 * Reading, opening and exporting are not writes.
 */
const writeOpenTypes: ReadonlySet<OpenType> = new Set<OpenType>(['add', 'edit', 'delete', 'batchDelete', 'copy', 'importXls', 'handleOnlineModify', 'moveToGroup', 'workflow']);

export const isWriteButton = (button: ViewButton): boolean => writeOpenTypes.has(button.openType);
