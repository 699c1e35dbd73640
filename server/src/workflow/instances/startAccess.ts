import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import { AppError } from '../../http/errors';
import { grantBasis } from '../../platform/access/grantedPermissions';
import { divisionCodesOf, roleCodesOf } from '../directory/directory';
import { requireTemplate, type WorkflowTemplate } from '../definitions/workflowDefinitions';
import { definitionVersion } from '../definitions/workflowDefinitions';
import { toTemplateRecord } from '../templates/templateRecord';

const startRefused = (processKey: string) => new AppError(403, 'workflow/start-not-permitted', [processKey]);

/**
 * Whether the caller may start the process (spec §6): its start permission (everybody, or the
 * listed roles) and its promoter (all, the listed usernames, divisions or roles) must both let
 * them. Tenant administrators start anything.
 */
async function assertMayStart(trx: Knex.Transaction, who: Caller, definition: WorkflowDefinition): Promise<void> {
  if (who.scope) throw startRefused(definition.processKey);
  if ((await grantBasis(trx, who.userId)) !== 'roles') return;
  const roles = new Set(await roleCodesOf(trx, who.userId));
  const permission = definition.startPermission;
  if (permission?.scope === 'roles' && !(permission.roleCodes ?? []).some((code) => roles.has(code))) throw startRefused(definition.processKey);
  const promoter = definition.promoter;
  if (!promoter || promoter.promoterType === 'all') return;
  const ids = promoter.ids ?? [];
  let admitted: boolean;
  if (promoter.promoterType === 'role') admitted = ids.some((code) => roles.has(code));
  else if (promoter.promoterType === 'division') admitted = (await divisionCodesOf(trx, who.userId)).some((code) => ids.includes(code));
  else admitted = Boolean(await trx('sys_user').where({ id: who.userId }).whereIn('username', ids).first('id'));
  if (!admitted) throw startRefused(definition.processKey);
}

/** The template and the published version a new request of it starts on. */
export interface Startable {
  template: WorkflowTemplate;
  definition: WorkflowDefinition;
  version: number;
}

/**
 * The process `processKey` as the caller may start it now: published, active, enabled, bound to
 * `formCode` when it names a form (else `workflow/no-template-for-form`), and the caller admitted
 * by its start permission and promoter (403 `workflow/start-not-permitted`).
 */
export async function startableTemplate(trx: Knex.Transaction, who: Caller, processKey: string, formCode: string | undefined): Promise<Startable> {
  const template = await requireTemplate(trx, processKey);
  const status = toTemplateRecord({
    id: template.definitionId, code: processKey, name: template.name, version: template.headVersion, body: template.body, updated_at: template.updatedAt,
    status: template.template?.status ?? null, enabled: template.template?.enabled ?? null, published_version: template.publishedVersion, group_name: null, running: 0,
  });
  if (status.version === null || status.status !== 'active' || !status.enabled) throw new AppError(400, 'workflow/template-not-active', [processKey]);
  const definition = await definitionVersion(trx, who.tenantId, template.definitionId, status.version);
  if (formCode !== undefined && definition.formCode && definition.formCode !== formCode) throw new AppError(400, 'workflow/no-template-for-form', [formCode]);
  await assertMayStart(trx, who, definition);
  return { template, definition, version: status.version };
}
