import type { Language } from '@wharf/engine';
import type { DefinitionBodies, DefinitionKind } from '@wharf/schemas';
import type { Knex } from 'knex';
import { assertReportSqlAllowed } from '../eform/sqlConfig/checkReportSql';
import { assertFormFillsRequiredColumns } from './checkFormColumns';

/** What a kind must pass, against the tenant's data, before its head version is published (throws a 400). */
type PublishCheck<K extends DefinitionKind> = (trx: Knex.Transaction, body: DefinitionBodies[K], lang: Language) => Promise<void>;

/**
 * Each kind's check at publish, or undefined when the schema and engine rules checked at save are
 * enough. Exhaustive, so a new kind must decide here (next to its `KindSpec` in the engine).
 */
export const publishChecks: { readonly [K in DefinitionKind]: PublishCheck<K> | undefined } = {
  table: undefined,
  // A form must fill every NOT NULL column of its tables.
  form: assertFormFillsRequiredColumns,
  // A view's report SQL passes PostgreSQL's parser check (as SQL configs do at save).
  view: (_trx, body, lang) => assertReportSqlAllowed(body, lang),
  report: undefined,
  dataset: undefined,
  workflow: undefined,
  warning: undefined,
  portal: undefined,
  template: undefined,
  importTask: undefined,
};

/** Runs the publish check of the definition's kind; kinds the store does not know pass through (they cannot be saved). */
export async function checkBeforePublish(trx: Knex.Transaction, kind: string, body: unknown, lang: Language): Promise<void> {
  const check = (publishChecks as Record<string, PublishCheck<DefinitionKind> | undefined>)[kind];
  if (check) await check(trx, body as DefinitionBodies[DefinitionKind], lang);
}
