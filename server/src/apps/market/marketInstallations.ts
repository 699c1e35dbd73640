import type { Knex } from 'knex';

/** A tenant's installation of a market app (`eform_market_installation`). */
export interface InstallationRow {
  app_code: string;
  app_name: string;
  app_version: string;
  installed_at: Date;
  updated_at: Date;
}

/** The installed app as the spec's "Market application" shows it (spec §3): appName, appCode, appVersion, createTime. */
export interface InstalledApp {
  appName: string;
  appCode: string;
  appVersion: string;
  /** When the app was first installed. */
  createTime: string;
  /** When it was last installed or updated. */
  updateTime: string;
}

export const toInstalledApp = (row: InstallationRow): InstalledApp => ({
  appName: row.app_name,
  appCode: row.app_code,
  appVersion: row.app_version,
  createTime: row.installed_at.toISOString(),
  updateTime: row.updated_at.toISOString(),
});

const columns = ['app_code', 'app_name', 'app_version', 'installed_at', 'updated_at'];

/** Every app the tenant of `trx` installed, by name. */
export async function readInstallations(trx: Knex.Transaction): Promise<InstallationRow[]> {
  return trx('eform_market_installation').select(columns).orderBy([{ column: 'app_name' }, { column: 'app_code' }]);
}

export async function readInstallation(trx: Knex.Transaction, appCode: string): Promise<InstallationRow | undefined> {
  return trx('eform_market_installation').where({ app_code: appCode }).first(columns);
}

/** Records a first installation; false when one was recorded meanwhile (two installs at once). */
export async function recordInstallation(trx: Knex.Transaction, tenantId: string, userId: string, app: { appCode: string; appName: string; appVersion: string }): Promise<boolean> {
  const rows = await trx('eform_market_installation')
    .insert({ tenant_id: tenantId, app_code: app.appCode, app_name: app.appName, app_version: app.appVersion, installed_by: userId, updated_by: userId })
    .onConflict(['tenant_id', 'app_code'])
    .ignore()
    .returning('id');
  return rows.length > 0;
}

/** Moves an installation from `fromVersion` to the new one; false when it was no longer at `fromVersion`. */
export async function recordUpdate(trx: Knex.Transaction, userId: string, app: { appCode: string; appName: string; appVersion: string }, fromVersion: string): Promise<boolean> {
  const changed = await trx('eform_market_installation')
    .where({ app_code: app.appCode, app_version: fromVersion })
    .update({ app_name: app.appName, app_version: app.appVersion, updated_by: userId, updated_at: trx.fn.now() });
  return changed > 0;
}
