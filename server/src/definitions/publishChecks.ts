import type { Language } from '@wharf/engine';
import type { DefinitionBodies, DefinitionKind } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { PublishCheck, PublishChecks } from '../platform/publishChecks';

/**
 * Runs the publish check of the definition's kind, as the kind's module gave it (`ctx.publishChecks`,
 * assembled by the composition root); kinds the store does not know pass through (they cannot be saved).
 */
export async function checkBeforePublish(checks: PublishChecks, trx: Knex.Transaction, kind: string, body: unknown, lang: Language): Promise<void> {
  const check = (checks as Record<string, PublishCheck<DefinitionKind> | undefined>)[kind];
  if (check) await check(trx, body as DefinitionBodies[DefinitionKind], lang);
}
