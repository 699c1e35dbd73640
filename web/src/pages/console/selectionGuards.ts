import type { TFunction } from 'i18next';
import { notifier } from '../../http/notifier';

/** Batch actions need at least one selected row (spec §5: warning "select a record"). */
export function hasSelection(keys: readonly unknown[], t: TFunction): boolean {
  if (keys.length > 0) return true;
  notifier().toast('warning', t('console.selectRecord'));
  return false;
}

/** Copy needs exactly one selected row (spec §5: warnings "select a record" / "only one record"). */
export function hasSingleSelection(keys: readonly unknown[], t: TFunction): boolean {
  if (!hasSelection(keys, t)) return false;
  if (keys.length === 1) return true;
  notifier().toast('warning', t('console.onlyOneRecord'));
  return false;
}
