import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import type { Knex } from 'knex';
import { notFound } from '../http/errors';

/** A rule with the warning item it belongs to. */
export interface WarningRuleRef {
  readonly warning: WarningDefinition;
  readonly rule: WarningRule;
}

function publishedQuery(trx: Knex.Transaction) {
  return trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'warning');
}

/** Every published warning item of the transaction's tenant. */
export async function publishedWarnings(trx: Knex.Transaction): Promise<WarningDefinition[]> {
  const rows = await publishedQuery(trx).select<Array<{ body: WarningDefinition }>>('r.body');
  return rows.map((row) => row.body);
}

/** The published rule `ruleCode` of warning item `warningCode`; 404 when either is not there. */
export async function publishedRule(trx: Knex.Transaction, warningCode: string, ruleCode: string): Promise<WarningRuleRef> {
  const row = await publishedQuery(trx).where('d.code', warningCode).first<{ body: WarningDefinition } | undefined>('r.body');
  const rule = row?.body.rules.find((candidate) => candidate.ruleCode === ruleCode);
  if (!row || !rule) throw notFound();
  return { warning: row.body, rule };
}
