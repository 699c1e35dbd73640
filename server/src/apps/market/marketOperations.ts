import type { Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { syncTableOnOwner } from '../../eform/tables/tableOperations';
import { AppError } from '../../http/errors';
import { httpPolicyOf } from '../../eform/httpConfig/executeHttpConfig';
import { installAppPackage, type InstallReport } from '../installAppPackage';
import { assertPackageTargetsAllowed } from '../packageHttpTargets';
import { isNewerVersion, loadMarketCatalogue, type MarketEntry, type MarketGroupCode } from './marketCatalogue';
import { readInstallation, readInstallations, recordInstallation, recordUpdate } from './marketInstallations';
import { reviseChangedDefinitions, type RevisedDefinition } from './reviseChangedDefinitions';

/** One catalogue entry as the caller's tenant sees it. */
export interface MarketListItem {
  appName: string;
  appCode: string;
  appVersion: string;
  description: string;
  createTime: string;
  groupCode: MarketGroupCode;
  isInstalled: boolean;
  /** The version the tenant has, or null. */
  installedVersion: string | null;
  /** Installed at an older version than the market's. */
  canUpdate: boolean;
}

export interface MarketListQuery {
  groupCode?: MarketGroupCode;
  keyword?: string;
}

/** The catalogue with the caller's tenant's installation state, narrowed by group and keyword (name, code or description). */
export async function listMarket(ctx: AppContext, tenantId: string, query: MarketListQuery): Promise<MarketListItem[]> {
  const [entries, installed] = await Promise.all([
    loadMarketCatalogue(ctx.config.dataDir, ctx.log),
    withTenant(ctx.db, tenantId, (trx) => readInstallations(trx)),
  ]);
  const versions = new Map(installed.map((row) => [row.app_code, row.app_version]));
  const keyword = query.keyword?.trim().toLowerCase();
  return entries
    .filter((entry) => !query.groupCode || entry.groupCode === query.groupCode)
    .filter((entry) => !keyword || [entry.appName, entry.appCode, entry.description].some((text) => text.toLowerCase().includes(keyword)))
    .map((entry) => {
      const installedVersion = versions.get(entry.appCode) ?? null;
      return {
        appName: entry.appName,
        appCode: entry.appCode,
        appVersion: entry.appVersion,
        description: entry.description,
        createTime: entry.createTime,
        groupCode: entry.groupCode,
        isInstalled: installedVersion !== null,
        installedVersion,
        canUpdate: installedVersion !== null && isNewerVersion(entry.appVersion, installedVersion),
      };
    });
}

/** The market's groups (where its packages come from), with how many apps each holds. */
export async function listMarketGroups(ctx: AppContext): Promise<Array<{ groupCode: MarketGroupCode; count: number }>> {
  const entries = await loadMarketCatalogue(ctx.config.dataDir, ctx.log);
  const groupCodes: MarketGroupCode[] = ['shipped', 'local'];
  return groupCodes.map((groupCode) => ({ groupCode, count: entries.filter((entry) => entry.groupCode === groupCode).length })).filter((group) => group.count > 0);
}

async function catalogueEntry(ctx: AppContext, appCode: string): Promise<MarketEntry> {
  const entry = (await loadMarketCatalogue(ctx.config.dataDir, ctx.log)).find((candidate) => candidate.appCode === appCode);
  if (!entry) throw new AppError(404, 'appMarket/not-found', [appCode]);
  return entry;
}

export interface MarketInstallResult extends InstallReport {
  appCode: string;
  appVersion: string;
}

/**
 * Installs a catalogue app into the caller's tenant (`installAppPackage` on the owner connection,
 * after the route's permission check). The client only names the app; everything installed comes
 * from the catalogue's file. An app the tenant already has, at any version, is a 400 (update it instead).
 */
export async function installMarketApp(ctx: AppContext, who: Caller, appCode: string): Promise<MarketInstallResult> {
  const entry = await catalogueEntry(ctx, appCode);
  const existing = await withTenant(ctx.db, who.tenantId, (trx) => readInstallation(trx, appCode));
  if (existing) throw new AppError(400, 'appMarket/already-installed', [entry.appName, existing.app_version]);
  const report = await installAppPackage(ctx.owner, entry.pkg, { tenantId: who.tenantId, actor: who.userId, httpPolicy: httpPolicyOf(ctx) });
  const isRecorded = await withTenant(ctx.db, who.tenantId, (trx) => recordInstallation(trx, who.tenantId, who.userId, entry));
  // Someone installed it at the same moment: the package install is idempotent, so nothing doubled.
  if (!isRecorded) throw new AppError(400, 'appMarket/already-installed', [entry.appName, entry.appVersion]);
  return { appCode, appVersion: entry.appVersion, ...report };
}

export interface MarketUpdateResult extends MarketInstallResult {
  fromVersion: string;
  /** Definitions the tenant had that now carry the package's new body, as a new published revision. */
  revised: RevisedDefinition[];
  /** Changed tables whose sync would lose data or does not fit the data: left for a builder to sync with confirmation. */
  tablesPendingSync: string[];
}

/** Changed tables synced where that loses nothing; the others are named for a builder to sync by hand. */
async function syncRevisedTables(ctx: AppContext, who: Caller, codes: string[], lang: Language): Promise<string[]> {
  const pending: string[] = [];
  for (const code of codes) {
    try {
      await syncTableOnOwner(ctx.owner, who.tenantId, who.userId, code, [], lang);
    } catch (error) {
      if (error instanceof AppError && error.status === 400) pending.push(code);
      else throw error;
    }
  }
  return pending;
}

/**
 * Updates an installed app to the catalogue's newer version: changed definitions get a new
 * published revision, what the new version adds is installed as on a first install, changed tables
 * are synced when nothing would be lost. Each step can be repeated safely, so a failed update is
 * retried by calling it again; the installation's version moves only when every step went through.
 */
export async function updateMarketApp(ctx: AppContext, who: Caller, appCode: string, lang: Language): Promise<MarketUpdateResult> {
  const entry = await catalogueEntry(ctx, appCode);
  const existing = await withTenant(ctx.db, who.tenantId, (trx) => readInstallation(trx, appCode));
  if (!existing) throw new AppError(400, 'appMarket/not-installed', [entry.appName]);
  if (!isNewerVersion(entry.appVersion, existing.app_version)) throw new AppError(400, 'appMarket/up-to-date', [entry.appName, existing.app_version]);
  // Before any step writes: a refused package leaves the installed version as it was.
  await assertPackageTargetsAllowed(ctx.owner, entry.pkg, who.tenantId, httpPolicyOf(ctx));
  const revised = await reviseChangedDefinitions(ctx.owner, who.tenantId, who.userId, entry.pkg);
  const report = await installAppPackage(ctx.owner, entry.pkg, { tenantId: who.tenantId, actor: who.userId, httpPolicy: httpPolicyOf(ctx) });
  const revisedTables = revised.filter((definition) => definition.kind === 'table' && !report.tables.includes(definition.code)).map((definition) => definition.code);
  const tablesPendingSync = await syncRevisedTables(ctx, who, revisedTables, lang);
  const isRecorded = await withTenant(ctx.db, who.tenantId, (trx) => recordUpdate(trx, who.userId, entry, existing.app_version));
  if (!isRecorded) throw new AppError(400, 'appMarket/up-to-date', [entry.appName, entry.appVersion]);
  return { appCode, appVersion: entry.appVersion, fromVersion: existing.app_version, ...report, revised, tablesPendingSync };
}
