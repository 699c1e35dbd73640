import type { Language } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import { httpPolicyOf } from '../../eform/httpConfig/executeHttpConfig';
import type { InstallReport } from '../installAppPackage';
import { assertPackageTargetsAllowed } from '../packageHttpTargets';
import { isNewerVersion, loadMarketCatalogue, type MarketEntry, type MarketGroupCode } from './marketCatalogue';
import { readInstallation, readInstallations } from './marketInstallations';
import { applyMarketPlan, planMarketPackage, type MarketPlanOptions } from './marketPlans';

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

export async function catalogueEntry(ctx: AppContext, appCode: string): Promise<MarketEntry> {
  const entry = (await loadMarketCatalogue(ctx.config.dataDir, ctx.log)).find((candidate) => candidate.appCode === appCode);
  if (!entry) throw new AppError(404, 'appMarket/not-found', [appCode]);
  return entry;
}

export interface MarketInstallResult extends InstallReport {
  appCode: string;
  appVersion: string;
}

/**
 * Installs a catalogue app into the caller's tenant through the package plan and apply (after the
 * route's permission check): the client only names the app; everything comes from the catalogue's
 * file. An app the tenant already has, at any version, is a 400 (update it instead); a plan with
 * conflicts (the tenant already has some of its codes) or losses is a 409 carrying the plan.
 */
export async function installMarketApp(ctx: AppContext, who: Caller, appCode: string, lang: Language = 'en_US'): Promise<MarketInstallResult> {
  const entry = await catalogueEntry(ctx, appCode);
  const existing = await withTenant(ctx.db, who.tenantId, (trx) => readInstallation(trx, appCode));
  if (existing) throw new AppError(400, 'appMarket/already-installed', [entry.appName, existing.app_version]);
  await assertPackageTargetsAllowed(ctx.owner, entry.pkg, who.tenantId, httpPolicyOf(ctx));
  const { report } = await applyMarketPlan(ctx, who, entry, await planMarketPackage(ctx, who, entry, lang), {}, lang);
  return { appCode, appVersion: entry.appVersion, definitions: report.definitions, tables: report.tables, menus: report.menus, dictionaries: report.dictionaries };
}

export interface MarketUpdateResult extends MarketInstallResult {
  fromVersion: string;
  /** Definitions the tenant had that now carry the merged body, as a new published revision. */
  revised: Array<{ kind: string; code: string; version: number }>;
  /** Tables left for a builder to sync: none since updates sync them in the apply (kept for the answer's shape). */
  tablesPendingSync: string[];
}

/**
 * Updates an installed app to the catalogue's newer version through the package plan and apply:
 * the tenant's own changes since the installed version are kept (three-way merge), tables are synced
 * before the forms that need them, all in one transaction. A plan with losses or conflicts is
 * refused (409 with the plan) unless the call names that plan (`planId`, from `…/market/plan`),
 * accepts its losses and resolves its conflicts.
 */
export async function updateMarketApp(ctx: AppContext, who: Caller, appCode: string, lang: Language, options: MarketPlanOptions = {}): Promise<MarketUpdateResult> {
  const entry = await catalogueEntry(ctx, appCode);
  const [existing, named] = await withTenant(ctx.db, who.tenantId, async (trx) => [
    await readInstallation(trx, appCode),
    options.planId ? await trx('eform_app_plan').where({ id: options.planId }).first('id') : undefined,
  ] as const);
  // A named plan is the tenant's own (row-level security): another's is not found.
  if (options.planId && !named) throw new AppError(404, 'appPackage/plan-not-found', [options.planId]);
  if (!existing) throw new AppError(400, 'appMarket/not-installed', [entry.appName]);
  if (!isNewerVersion(entry.appVersion, existing.app_version)) throw new AppError(400, 'appMarket/up-to-date', [entry.appName, existing.app_version]);
  // Before anything is written: a refused package leaves the installed version as it was.
  await assertPackageTargetsAllowed(ctx.owner, entry.pkg, who.tenantId, httpPolicyOf(ctx));
  const planId = options.planId ?? (await planMarketPackage(ctx, who, entry, lang)).planId;
  const { report } = await applyMarketPlan(ctx, who, entry, { planId }, options, lang);
  return {
    appCode, appVersion: entry.appVersion, fromVersion: existing.app_version,
    definitions: report.definitions, tables: report.tables, menus: report.menus, dictionaries: report.dictionaries,
    revised: report.revised, tablesPendingSync: [],
  };
}
