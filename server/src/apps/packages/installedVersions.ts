import type { ApiResult, AppPackage } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { AppContext } from '../../context';
import { loadMarketCatalogue } from '../market/marketCatalogue';

/** One applied version of an app in a tenant (`eform_app_version`). */
export interface VersionRow {
  id: string;
  app_code: string;
  app_name: string;
  version: string;
  package: AppPackage;
  plan_summary: { created: number; changed: number; removed: number };
  applied_by_name: string;
  applied_at: Date;
}

/** Every applied version of the app, oldest first (the last is the installed one). */
export async function readVersions(trx: Knex.Transaction, tenantId: string, appCode: string): Promise<VersionRow[]> {
  return trx('eform_app_version').where({ tenant_id: tenantId, app_code: appCode }).orderBy([{ column: 'applied_at' }, { column: 'id' }]).select('*');
}

/** What the tenant has installed of an app: the merge base of the next plan, and its version. */
export interface InstalledBase {
  versionId: string | null;
  version: string | null;
  pkg: AppPackage | undefined;
}

/**
 * The installed version of an app: the last applied package; for an app installed before packages
 * were recorded (seeds, the market's earlier installs), the market's installation record, with
 * the catalogue's package of that version as the base when the catalogue still has it.
 */
export async function readInstalledBase(ctx: AppContext, trx: Knex.Transaction, tenantId: string, appCode: string): Promise<InstalledBase> {
  const versions = await readVersions(trx, tenantId, appCode);
  const last = versions.at(-1);
  if (last) return { versionId: last.id, version: last.version, pkg: last.package };
  const market = await trx('eform_market_installation').where({ tenant_id: tenantId, app_code: appCode }).first<{ app_version: string } | undefined>('app_version');
  if (!market) return { versionId: null, version: null, pkg: undefined };
  const entry = (await loadMarketCatalogue(ctx.config.dataDir, ctx.log)).find((candidate) => candidate.appCode === appCode && candidate.appVersion === market.app_version);
  return { versionId: null, version: market.app_version, pkg: entry?.pkg };
}

/** An installed app as `GET /api/eform/apps/installed` answers it (its generated answer type). */
export type InstalledAppPackage = ApiResult<'GET /api/eform/apps/installed'>[number];

/** The tenant's installed app packages with their history, by name. */
export async function listInstalled(trx: Knex.Transaction, tenantId: string): Promise<InstalledAppPackage[]> {
  const rows: VersionRow[] = await trx('eform_app_version').where({ tenant_id: tenantId }).orderBy([{ column: 'app_code' }, { column: 'applied_at' }, { column: 'id' }]).select('id', 'app_code', 'app_name', 'version', 'plan_summary', 'applied_by_name', 'applied_at');
  const byApp = new Map<string, VersionRow[]>();
  for (const row of rows) byApp.set(row.app_code, [...(byApp.get(row.app_code) ?? []), row]);
  return [...byApp.values()].map((history) => {
    const last = history.at(-1)!;
    const previous = history.at(-2);
    return {
      appCode: last.app_code,
      appName: last.app_name,
      version: last.version,
      installedAt: last.applied_at.toISOString(),
      installedBy: last.applied_by_name,
      previousVersion: previous?.version ?? null,
      canRollback: previous !== undefined,
      history: history.map((row) => ({ version: row.version, appliedAt: row.applied_at.toISOString(), appliedBy: row.applied_by_name, planSummary: row.plan_summary })),
    };
  }).sort((a, b) => a.appName.localeCompare(b.appName) || a.appCode.localeCompare(b.appCode));
}
