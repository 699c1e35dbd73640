import { formatMessage, usageListText, type Language, type Usage, type UsageTarget } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError } from '../http/errors';
import { loadUsages } from './loadUsages';

/**
 * A refusal to delete or rename something in use (400): the message names what uses it
 * (e.g. "The dictionary customs_port is in use and cannot be deleted: 报关单 (decl_form)"), the
 * field issue points at the request's field, and `result.usages` lists them for the screen.
 */
export class InUse extends AppError {
  constructor(action: 'delete' | 'rename', label: string, usages: Usage[], path: string, lang: Language) {
    const code = action === 'delete' ? 'usages/in-use-delete' : 'usages/in-use-rename';
    const args = [label, usageListText(usages)];
    super(400, code, args, { errors: [{ path, code, message: formatMessage(code, lang, args) }], usages });
  }
}

/**
 * Throws `InUse` when anything in the tenant refers to `target` (see `loadUsages`); `label` is how
 * the message names the target (its name and code), `path` the request field that named it.
 */
export async function refuseWhenInUse(trx: Knex.Transaction, target: UsageTarget, action: 'delete' | 'rename', label: string, path: string, lang: Language): Promise<void> {
  const usages = await loadUsages(trx, target);
  if (usages.length > 0) throw new InUse(action, label, usages, path, lang);
}
