import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { AppError } from '../../http/errors';
import { effectiveStatus } from '../templates/listTemplates';

/** How a form (or a menu) names the template it starts. */
export type TemplateBinding =
  | { formCode: string }
  | { businessType: string; billType: string }
  /** The workflow redirect tab's process definition id: `processKey` or `processKey:version` (spec §2). */
  | { definitionId: string };

/** The template a form starts: its key and name, the version new requests run on, and what it binds. */
export interface BoundTemplate {
  processKey: string;
  processName: string;
  /** `processKey:version`, the id a workflow redirect tab names (with `@` for `:` in its path). */
  definitionId: string;
  version: number;
  formCode: string | null;
  businessType: string | null;
  billType: string | null;
}

interface BoundRow {
  code: string;
  name: string;
  published_version: number;
  body: WorkflowDefinition;
}

/** A process definition id as the redirect tab gives it: `@` was stored for `:`, as in the menu path. */
function parseDefinitionId(definitionId: string): { processKey: string; version?: number } {
  const [processKey = '', version] = definitionId.replaceAll('@', ':').split(':');
  return version === undefined ? { processKey } : { processKey, version: /^\d{1,9}$/.test(version) ? Number(version) : -1 };
}

const describe = (binding: TemplateBinding): string =>
  'formCode' in binding ? binding.formCode : 'definitionId' in binding ? binding.definitionId : `${binding.businessType}/${binding.billType}`;

/** A bound template with the published definition new requests of it run (whose start permission and promoter admit initiators). */
export interface FoundBinding {
  template: BoundTemplate;
  definition: WorkflowDefinition;
}

/**
 * The active, enabled template a form starts (issue 16 binding): the workflow whose PUBLISHED
 * version names the form (`formCode`), or the business and bill type, or the redirect tab's
 * definition id (a given version must be the one new requests start on). Several templates naming
 * one form: the first by process key, so the answer never depends on row order. None: undefined.
 */
export async function findBinding(trx: Knex.Transaction, binding: TemplateBinding): Promise<FoundBinding | undefined> {
  const query = trx('eform_definition as d')
    .leftJoin('bpm_template as t', 't.process_key', 'd.code')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where('d.kind', 'workflow')
    .whereRaw(`${effectiveStatus} = 'active'`)
    .where((w) => w.whereNull('t.enabled').orWhere('t.enabled', true))
    .orderBy('d.code')
    .select('d.code', 'd.name', 'd.published_version', 'r.body');
  if ('formCode' in binding) query.whereRaw("r.body->>'formCode' = ?", [binding.formCode]);
  else if ('businessType' in binding) query.whereRaw("r.body->>'businessType' = ? and r.body->>'billType' = ?", [binding.businessType, binding.billType]);
  else {
    const { processKey, version } = parseDefinitionId(binding.definitionId);
    query.where('d.code', processKey);
    if (version !== undefined) query.where('d.published_version', version);
  }
  const row = (await query.first()) as BoundRow | undefined;
  if (!row) return undefined;
  const template: BoundTemplate = {
    processKey: row.code,
    processName: row.name,
    definitionId: `${row.code}:${row.published_version}`,
    version: row.published_version,
    formCode: row.body.formCode ?? null,
    businessType: row.body.businessType ?? null,
    billType: row.body.billType ?? null,
  };
  return { template, definition: row.body };
}

/** The bound template as `findBinding` finds it; none: 404 `workflow/no-template-for-form` (spec §8 "no process template for form code"). */
export async function templateForForm(trx: Knex.Transaction, binding: TemplateBinding): Promise<BoundTemplate> {
  const found = await findBinding(trx, binding);
  if (!found) throw new AppError(404, 'workflow/no-template-for-form', [describe(binding)]);
  return found.template;
}
