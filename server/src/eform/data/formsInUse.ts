import { formDataAccess, type FormDataOperation } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied } from '../../http/errors';
import { formDataGrants } from './formDataGrants';

// Knex reads a bare `?` as a placeholder: the jsonpath filters' `?` are written `\\?`.

/** Published forms as a query, for the callers below to narrow by what the form body holds. */
function publishedForms(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'form');
}

/** The published forms of the tenant with a field (master or sub-table) numbered by the fill rule. */
export function formsUsingFillRule(trx: Knex.Transaction, ruleCode: string): Promise<string[]> {
  return publishedForms(trx)
    .whereRaw("jsonb_path_exists(r.body, 'lax $.**.fillRuleCode \\? (@ == $code)', jsonb_build_object('code', ?::text))", [ruleCode])
    .pluck('d.code');
}

/** The published forms of the tenant with a field `fieldName` stored in table `tableName` (the master's or a sub-table's). */
export function formsWithField(trx: Knex.Transaction, tableName: string, fieldName: string): Promise<string[]> {
  return publishedForms(trx)
    .where((w) => w
      .where((master) => master.whereRaw("r.body ->> 'objectName' = ?", [tableName])
        .whereRaw("jsonb_path_exists(r.body, 'lax $.fields[*] \\? (@.colCode == $field)', jsonb_build_object('field', ?::text))", [fieldName]))
      .orWhereRaw("jsonb_path_exists(r.body, 'lax $.subTables[*] \\? (@.tableName == $table).fields[*] \\? (@.colCode == $field)', jsonb_build_object('table', ?::text, 'field', ?::text))", [tableName, fieldName]))
    .pluck('d.code');
}

/**
 * Refuses (403) unless the caller may do one of `operations` on at least one of the forms the
 * query finds (an administrator always may): a helper a form calls — a fill rule's next number, a
 * duplicate check — serves the holders of a form that uses it, not every user of the tenant.
 */
export async function assertHoldsFormAmong(ctx: AppContext, who: Caller, find: (trx: Knex.Transaction) => Promise<string[]>, operations: readonly FormDataOperation[]): Promise<void> {
  const formCodes = await withTenant(ctx.db, who.tenantId, find);
  for (const formCode of formCodes) {
    const grants = await formDataGrants(ctx, who, formCode);
    if (grants.basis === 'administrator') return;
    if (operations.some((operation) => formDataAccess(grants, operation) !== false)) return;
  }
  // An administrator may ask about a rule or column no form uses yet (designing one).
  if (formCodes.length === 0 && !who.scope && (await formDataGrants(ctx, who, '')).basis === 'administrator') return;
  throw accessDenied();
}
