import type { Knex } from 'knex';
import type { Language } from '@wharf/engine';
import type { AppPackage, HttpConfigRecord } from '@wharf/schemas';
import { assertSavedTargetAllowed } from '../eform/httpConfig/saveTimeTarget';
import type { SsrfPolicy } from '../eform/httpConfig/ssrfGuard';
import { AppError } from '../http/errors';

/**
 * Refuses a package whose HTTP configs would be saved calling a private or reserved address (the
 * check the HTTP config API makes at save, with the same allow-list), with a 400 naming the config.
 * Only the configs the tenant lacks are checked: an install leaves the tenant's own as they are.
 * Runs before the install's transaction (the check may resolve a name).
 */
export async function assertPackageTargetsAllowed(owner: Knex, pkg: AppPackage, tenantId: string, policy: SsrfPolicy): Promise<void> {
  const configs = pkg.httpConfigs ?? [];
  if (configs.length === 0) return;
  const held = new Set<string>(await owner('eform_http_config').where({ tenant_id: tenantId }).whereIn('http_code', configs.map((config) => config.httpCode)).pluck('http_code'));
  for (const config of configs) if (!held.has(config.httpCode)) await assertConfigTargetAllowed(config, policy, 'en_US');
}

/** One HTTP config's target checked as the config API checks a save (400 naming the config). */
export async function assertConfigTargetAllowed(config: Pick<HttpConfigRecord, 'httpCode' | 'httpUrl'>, policy: SsrfPolicy, lang: Language): Promise<void> {
  try {
    await assertSavedTargetAllowed(config.httpUrl, policy, lang);
  } catch (error) {
    if (error instanceof AppError && error.code === 'httpConfig/private-target') throw new AppError(400, 'appMarket/private-http-target', [config.httpCode, error.args[0]]);
    throw error;
  }
}
