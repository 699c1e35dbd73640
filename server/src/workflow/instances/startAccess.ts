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
 * them. Tenant administrators start anything; a platform caller acting in a scope starts nothing.
 * An access answer (true/false), so a question about it is answered without a refusal.
 */
export async function admitsAsInitiator(trx: Knex.Transaction, who: Caller, definition: WorkflowDefinition): Promise<boolean> {
  if (who.scope) return false;
  if ((await grantBasis(trx, who.userId)) !== 'roles') return true;
  const roles = new Set(await roleCodesOf(trx, who.userId));
  const permission = definition.startPermission;
  if (permission?.scope === 'roles' && !(permission.roleCodes ?? []).some((code) => roles.has(code))) return false;
  const promoter = definition.promoter;
  if (!promoter || promoter.promoterType === 'all') return true;
  const ids = promoter.ids ?? [];
  if (promoter.promoterType === 'role') return ids.some((code) => roles.has(code));
  if (promoter.promoterType === 'division') return (await divisionCodesOf(trx, who.userId)).some((code) => ids.includes(code));
  return Boolean(await trx('sys_user').where({ id: who.userId }).whereIn('username', ids).first('id'));
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
  if (!(await admitsAsInitiator(trx, who, definition))) throw startRefused(definition.processKey);
  return { template, definition, version: status.version };
}
