import type { ViewButton, ViewDefinition } from '@wharf/schemas';
import type { IssueDraft } from '../validation/types';

/**
 * A list's default buttons (issue 18 §2, the quick app's seven): each a `buttonCode` with the action it
 * runs. They carry the list's permission points `<viewCode>:<key>` that roles are granted.
 */
export const defaultViewButtons: ReadonlyArray<{ key: string; openType: ViewButton['openType'] }> = [
  { key: 'add', openType: 'add' },
  { key: 'batchDelete', openType: 'batchDelete' },
  { key: 'export', openType: 'exportXls' },
  { key: 'import', openType: 'importXls' },
  { key: 'edit', openType: 'edit' },
  { key: 'copy', openType: 'copy' },
  { key: 'delete', openType: 'delete' },
];

/** Whether a view button is one of the default buttons: its code and action are a default pair. */
export function isDefaultViewButton(button: Pick<ViewButton, 'buttonCode' | 'openType'>): boolean {
  return button.buttonCode !== undefined && defaultViewButtons.some((entry) => entry.key === button.buttonCode && entry.openType === button.openType);
}

/**
 * Spec §8 "default button or fields cannot be deleted", for a saved view's next version: a default
 * button of `previous` that `next` no longer has (same code and action) is refused, one issue at
 * `/buttons` naming them. Taking one away would drop its permission point with every role's grant
 * (the menu keeps one point per button); a builder keeps it from users by not granting it instead.
 * Renaming, restyling and moving a default button are changes, not deletions.
 */
export function removedDefaultButtonIssues(previous: Pick<ViewDefinition, 'buttons'>, next: Pick<ViewDefinition, 'buttons'>): IssueDraft[] {
  const kept = new Set((next.buttons ?? []).filter(isDefaultViewButton).map((button) => button.buttonCode));
  const removed = (previous.buttons ?? []).filter((button) => isDefaultViewButton(button) && !kept.has(button.buttonCode));
  return removed.length === 0 ? [] : [{ path: '/buttons', code: 'view/default-button-delete', args: [removed.map((button) => `${button.buttonName} (${button.buttonCode})`).join(', ')] }];
}
