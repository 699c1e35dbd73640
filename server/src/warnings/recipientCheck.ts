import { formatMessage, type Language } from '@wharf/engine';
import type { WarningDefinition, WarningNoticeConfig } from '@wharf/schemas';
import type { Knex } from 'knex';
import { AppError, type FieldIssue } from '../http/errors';

/** The picked-id lists of a notice config, each with the table (in the tenant's transaction) its ids must name. */
const pickedLists: ReadonlyArray<{ property: keyof WarningNoticeConfig & `recipient${string}Ids`; table: string }> = [
  { property: 'recipientUserIds', table: 'sys_user' },
  { property: 'recipientRoleIds', table: 'sys_role' },
  { property: 'recipientDepartIds', table: 'sys_org' },
];

/**
 * Refuses (400, each unknown id at its path) to publish a warning whose notice configs pick users,
 * roles or departments the tenant does not have. The lookups run in the tenant's transaction, so
 * row-level security hides every other tenant's rows: an id of another tenant reads as unknown,
 * and the answer says nothing more about it.
 */
export async function assertWarningRecipientsKnown(trx: Knex.Transaction, warning: WarningDefinition, lang: Language): Promise<void> {
  const issues: FieldIssue[] = [];
  const unknownIds: string[] = [];
  for (const { property, table } of pickedLists) {
    const wanted = [...new Set(warning.rules.flatMap((rule) => rule.noticeConfig?.[property] ?? []))];
    if (wanted.length === 0) continue;
    const known = new Set(await trx(table).whereIn('id', wanted).pluck<string[]>('id'));
    warning.rules.forEach((rule, i) => (rule.noticeConfig?.[property] ?? []).forEach((id, j) => {
      if (known.has(id)) return;
      unknownIds.push(id);
      issues.push({ path: `/body/rules/${i}/noticeConfig/${property}/${j}`, code: 'warning/recipient-unknown', message: formatMessage('warning/recipient-unknown', lang, [id]) });
    }));
  }
  if (issues.length > 0) throw new AppError(400, 'warning/recipient-unknown', [unknownIds.join(', ')], { errors: issues });
}
