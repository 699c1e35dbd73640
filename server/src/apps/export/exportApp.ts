import { buildAppPackage, definitionCode, isDefinitionKind, type AppPackageHeader, type PackageRoot } from '@wharf/engine';
import type { AppPackage, MenuItemRecord } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { notFound } from '../../http/errors';
import { assertHolds } from '../../platform/access/requirePermission';
import { appAdminPermission } from '../packages/appAdminPermission';
import { readInstalledBase } from '../packages/installedVersions';
import { readAppMenus } from './appMenus';
import { readTenantRecords } from './tenantRecords';

/** What an export starts from: the package's header, its roots, its menus and what stays platform-wide. */
interface AppSource {
  header: AppPackageHeader;
  roots: PackageRoot[];
  menus: MenuItemRecord[];
  platformWide: Set<string>;
}

/** The roots of an installed package: its definitions and every record it carried. */
function rootsOfPackage(pkg: AppPackage): PackageRoot[] {
  return [
    ...pkg.definitions.flatMap((d) => {
      const code = isDefinitionKind(d.kind) ? definitionCode(d.kind, d.body) : undefined;
      return code ? [{ kind: d.kind, code }] : [];
    }),
    ...(pkg.dictionaries ?? []).map((r) => ({ kind: 'dictionary' as const, code: r.dictCode })),
    ...(pkg.sqlConfigs ?? []).map((r) => ({ kind: 'sqlConfig' as const, code: r.sqlCode })),
    ...(pkg.httpConfigs ?? []).map((r) => ({ kind: 'httpConfig' as const, code: r.httpCode })),
    ...(pkg.fillRules ?? []).map((r) => ({ kind: 'fillRule' as const, code: r.ruleCode })),
    ...(pkg.checkRules ?? []).map((r) => ({ kind: 'checkRule' as const, code: r.ruleCode })),
  ];
}

/**
 * An installed app (the last applied package, or the market's installation with its catalogue
 * package): its definitions and records are the roots, its product package's menus its menus, and
 * what it declared as dependencies stays platform-wide (the system's dictionaries, say).
 */
async function installedAppSource(ctx: AppContext, trx: Knex.Transaction, tenantId: string, appCode: string): Promise<AppSource | undefined> {
  const base = await readInstalledBase(ctx, trx, tenantId, appCode);
  if (!base.version) return undefined;
  const pkg = base.pkg;
  const menus = await readAppMenus(trx, pkg?.packageCode ?? appCode);
  return {
    header: { packageCode: appCode, packageName: pkg?.packageName ?? appCode, packageVersion: base.version, ...(pkg?.description ? { description: pkg.description } : {}) },
    roots: pkg ? rootsOfPackage(pkg) : [],
    menus,
    platformWide: new Set((pkg?.dependencies ?? []).map((d) => `${d.kind}:${d.code}`)),
  };
}

/** An app group of the tenant: its member definitions are the roots; a group has no menus of its own. */
async function appGroupSource(trx: Knex.Transaction, groupCode: string, version: string | undefined): Promise<AppSource | undefined> {
  const group = await trx('eform_app_group').where({ group_code: groupCode }).first<{ id: string; group_name: string; description: string | null } | undefined>('id', 'group_name', 'description');
  if (!group) return undefined;
  const members: Array<{ kind: string; code: string }> = await trx('eform_definition').where({ group_id: group.id }).select('kind', 'code');
  return {
    header: { packageCode: groupCode, packageName: group.group_name, packageVersion: version ?? '1.0.0', ...(group.description ? { description: group.description } : {}) },
    roots: members.flatMap((m) => (isDefinitionKind(m.kind) ? [{ kind: m.kind, code: m.code }] : [])),
    menus: [],
    platformWide: new Set(),
  };
}

/**
 * Exports an app of the caller's tenant as a package (issue 19): a market app the tenant installed,
 * else an app group; 404 when it is neither. `version` overrides the package's version (an
 * installed app keeps its installed version otherwise). Checked here: the caller may administer
 * apps (`appAdminPermission`: the market's install rule, as plan and apply). Read in the caller's tenant, so nothing of another tenant is seen.
 */
export async function exportApp(ctx: AppContext, who: Caller, appCode: string, version?: string): Promise<AppPackage> {
  await assertHolds(ctx, who, appAdminPermission);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const source = (await installedAppSource(ctx, trx, who.tenantId, appCode)) ?? (await appGroupSource(trx, appCode, version));
    if (!source) throw notFound();
    const header = version ? { ...source.header, packageVersion: version } : source.header;
    const tenant = await readTenantRecords(trx, source.platformWide);
    return buildAppPackage(header, source.roots, source.menus, tenant);
  });
}
