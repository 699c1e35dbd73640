import type { AppPackage } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { AppContext } from '../../context';
import { loadMarketCatalogue } from '../market/marketCatalogue';

/** The version of an app the tenant has installed, with the package it installed when that is known. */
export interface InstalledPackage {
  version: string;
  pkg: AppPackage | undefined;
}

/**
 * What the caller's tenant installed of an app: the last package applied (`eform_app_version`), or,
 * for an app installed through the market or the seeds before packages were recorded, the market's
 * installation with the catalogue's package of that version when the catalogue still has it.
 * Undefined when the tenant has not installed it. Read in the caller's tenant transaction.
 */
export async function readInstalledPackage(ctx: AppContext, trx: Knex.Transaction, appCode: string): Promise<InstalledPackage | undefined> {
  const applied = await trx('eform_app_version').where({ app_code: appCode }).orderBy([{ column: 'applied_at', order: 'desc' }, { column: 'id', order: 'desc' }]).first<{ version: string; package: AppPackage } | undefined>('version', 'package');
  if (applied) return { version: applied.version, pkg: applied.package };
  const market = await trx('eform_market_installation').where({ app_code: appCode }).first<{ app_version: string } | undefined>('app_version');
  if (!market) return undefined;
  const entry = (await loadMarketCatalogue(ctx.config.dataDir, ctx.log)).find((candidate) => candidate.appCode === appCode && candidate.appVersion === market.app_version);
  return { version: market.app_version, pkg: entry?.pkg };
}
