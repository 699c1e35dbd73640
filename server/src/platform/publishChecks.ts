import type { Language } from '@wharf/engine';
import type { DefinitionBodies, DefinitionKind } from '@wharf/schemas';
import type { Knex } from 'knex';

/** What a definition of kind `K` must pass, against the tenant's data, before its head version is published (throws a 400). */
export type PublishCheck<K extends DefinitionKind> = (trx: Knex.Transaction, body: DefinitionBodies[K], lang: Language) => Promise<void>;

/**
 * Publish checks by kind, each given by the module that owns the kind's runtime (its `module.ts`
 * `publishChecks`), so the definition store runs them without importing any of those modules.
 * A kind without one is published once the schema and the engine's rules passed at save.
 */
export type PublishChecks = { readonly [K in DefinitionKind]?: PublishCheck<K> };
