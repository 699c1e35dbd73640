import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { isDefinitionKind, migrateDefinition, validateDefinition, validateRecord } from '@wharf/engine';
import type { DictionaryRecord } from '@wharf/schemas';
import type { SeedStep } from '../platform/module';
import { seedReferenceData } from './referenceData';

/** The repository's `seeds/` folder. */
export const seedsDir = resolve(import.meta.dirname, '..', '..', '..', 'seeds');

interface PlatformSeed {
  tenants: { code: string; name: string; isPlatform?: boolean; maxUsers?: number }[];
}

interface DefinitionSeed {
  kind: string;
  code: string;
  name: string;
  body: unknown;
}

/**
 * Applies `seeds/` as the owner, inserting only what is missing: a restart never overwrites
 * what people changed. The platform's own seeds (tenants, menus, packages and roles, reference
 * data, definitions, dictionaries) come first, then the modules' `steps` in the root's order
 * (the seed accounts, which get `adminPassword` when first created; the seeded app packages and,
 * with `exampleRows`, their example rows).
 */
export async function applySeeds(owner: Knex, adminPassword: string, log: Logger, steps: ReadonlyArray<SeedStep>, options: { exampleRows?: boolean } = {}): Promise<void> {
  const platform = JSON.parse(await readFile(join(seedsDir, 'platform.json'), 'utf8')) as PlatformSeed;
  const tenantIds = new Map<string, string>();
  for (const tenant of platform.tenants) {
    const id = randomUUID();
    await owner('sys_tenant')
      .insert({ id, tenant_id: id, tenant_code: tenant.code, tenant_name: tenant.name, is_platform: tenant.isPlatform ?? false, max_users: tenant.maxUsers ?? null })
      .onConflict('tenant_code')
      .ignore();
    const row = await owner('sys_tenant').where({ tenant_code: tenant.code }).first<{ id: string }>('id');
    tenantIds.set(tenant.code, row!.id);
  }

  const newMenus = await seedMenus(owner);
  await seedAccess(owner, tenantIds, newMenus);
  await seedReferenceData(owner, join(seedsDir, 'reference'));
  for (const [tenantCode, tenantId] of tenantIds) {
    await seedDefinitions(owner, tenantCode, tenantId);
    await seedDictionaries(owner, tenantCode, tenantId);
  }
  for (const step of steps) await step({ owner, log, adminPassword, tenantIds, exampleRows: options.exampleRows ?? false });
}

/** `seeds/dictionaries/<tenantCode>/*.json` (dictionary records), added when the tenant lacks that code. */
async function seedDictionaries(owner: Knex, tenantCode: string, tenantId: string): Promise<void> {
  const folder = join(seedsDir, 'dictionaries', tenantCode);
  if (!existsSync(folder)) return;
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    const record = JSON.parse(await readFile(join(folder, file), 'utf8')) as DictionaryRecord;
    const issues = validateRecord('dictionary', record, 'en_US');
    if (issues.length > 0) throw new Error(`seeds/dictionaries/${tenantCode}/${file} is invalid: ${JSON.stringify(issues)}`);
    await owner.transaction(async (trx) => {
      const [dict] = await trx('sys_dict').insert({ tenant_id: tenantId, dict_code: record.dictCode, dict_name: record.dictName, description: record.description ?? null })
        .onConflict(['tenant_id', 'dict_code']).ignore().returning('id');
      if (!dict) return;
      await trx('sys_dict_item').insert(record.items.map((item, index) => ({ tenant_id: tenantId, dict_id: dict.id, item_text: item.itemText, item_text_i18n: item.itemTextI18n ? JSON.stringify(item.itemTextI18n) : null, item_value: item.itemValue, title: item.title ?? null, sort_order: item.sortOrder ?? index, status: item.status ?? '1' })));
    });
  }
}

interface AccessSeed {
  packages: { productCode: string; productName: string; description: string; menus: string[] }[];
  tenantPackages: Record<string, string[]>;
  roles: { roleCode: string; roleName: string; roleType: string; roleOrder: number; menus: string[] | '*' }[];
}

/**
 * Product packages, which tenants have them and the demo tenants' roles (who holds them is seeded
 * with the accounts, `auth/seedAccounts.ts`). Only missing rows are added; a role's permissions
 * are seeded when the role is created, and a menu new to the database (`newMenus`, added by this
 * start) is granted then to the seeded roles that list it: an existing database gets the menus a
 * later version seeds, while a grant an administrator took away is not given back.
 */
async function seedAccess(owner: Knex, tenantIds: Map<string, string>, newMenus: ReadonlySet<string>): Promise<void> {
  const access = JSON.parse(await readFile(join(seedsDir, 'access.json'), 'utf8')) as AccessSeed;
  const menuIds = new Map((await owner('sys_permission').select<{ id: string; menu_code: string }[]>('id', 'menu_code')).map((m) => [m.menu_code, m.id]));
  const idsOf = (codes: string[]) => codes.map((code) => {
    const id = menuIds.get(code);
    if (!id) throw new Error(`seeds/access.json names the unknown menu ${code}`);
    return id;
  });

  for (const pack of access.packages) {
    await owner('sys_product_package').insert({ product_code: pack.productCode, product_name: pack.productName, description: pack.description }).onConflict('product_code').ignore();
    const { id } = (await owner('sys_product_package').where({ product_code: pack.productCode }).first<{ id: string }>('id'))!;
    const rows = idsOf(pack.menus).map((permissionId) => ({ package_id: id, permission_id: permissionId }));
    if (rows.length > 0) await owner('sys_package_permission').insert(rows).onConflict(['package_id', 'permission_id']).ignore();
  }

  for (const [tenantCode, packageCodes] of Object.entries(access.tenantPackages)) {
    const tenantId = tenantIds.get(tenantCode);
    if (!tenantId) continue;
    const packages = await owner('sys_product_package').whereIn('product_code', packageCodes).pluck('id');
    if (packages.length > 0) await owner('sys_tenant_package').insert(packages.map((packageId: string) => ({ tenant_id: tenantId, package_id: packageId }))).onConflict(['tenant_id', 'package_id']).ignore();

    const tenantMenus = await owner('sys_package_permission as pp').join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id').where('tp.tenant_id', tenantId).distinct().pluck('pp.permission_id');
    for (const role of access.roles) {
      const [created] = await owner('sys_role')
        .insert({ tenant_id: tenantId, role_code: role.roleCode, role_name: role.roleName, role_type: role.roleType, role_order: role.roleOrder })
        .onConflict(['tenant_id', 'role_code']).ignore().returning('id');
      const roleId = created?.id ?? (await owner('sys_role').where({ tenant_id: tenantId, role_code: role.roleCode }).first<{ id: string }>('id'))!.id;
      const listed: string[] = role.menus === '*' ? tenantMenus : idsOf(role.menus);
      const granted = created ? listed : listed.filter((permissionId) => newMenus.has(permissionId));
      if (granted.length > 0) {
        await owner('sys_role_permission').insert(granted.map((permissionId) => ({ tenant_id: tenantId, role_id: roleId, permission_id: permissionId })))
          .onConflict(['tenant_id', 'role_id', 'permission_id']).ignore();
      }
    }
  }
}

interface MenuSeed {
  menuCode: string;
  parent?: string;
  name: string;
  path: string;
  component: string;
  back: '0' | '1';
  sortNo: number;
  icon?: string;
  menuType?: string;
  /** A button's action (`pageCode:permission`). */
  perms?: string;
  defaultShortcut?: boolean;
  titles: Record<string, string>;
}

/** The system menus, parents first (the file lists a parent before its children). Answers the ids of the menus added now. */
async function seedMenus(owner: Knex): Promise<Set<string>> {
  const { menus } = JSON.parse(await readFile(join(seedsDir, 'menus.json'), 'utf8')) as { menus: MenuSeed[] };
  const added = new Set<string>();
  for (const menu of menus) {
    const parent = menu.parent ? await owner('sys_permission').where({ menu_code: menu.parent }).first<{ id: string }>('id') : undefined;
    if (menu.parent && !parent) throw new Error(`seeds/menus.json: ${menu.menuCode} names parent ${menu.parent}, which comes later or not at all`);
    const inserted = await owner('sys_permission')
      .insert({
        parent_id: parent?.id ?? null,
        name: menu.name,
        menu_code: menu.menuCode,
        menu_type: menu.menuType ?? (menu.parent ? '1' : '0'),
        path: menu.path || null,
        component: menu.component || null,
        perms: menu.perms ?? null,
        back_flag: menu.back,
        sort_no: menu.sortNo,
        icon: menu.icon ?? null,
        default_shortcut: menu.defaultShortcut ?? false,
        titles: JSON.stringify(menu.titles),
      })
      .onConflict('menu_code')
      .ignore()
      .returning('id');
    for (const row of inserted) added.add((row as { id: string }).id);
  }
  return added;
}

async function seedDefinitions(owner: Knex, tenantCode: string, tenantId: string): Promise<void> {
  const folder = join(seedsDir, 'definitions', tenantCode);
  if (!existsSync(folder)) return;
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    const seed = JSON.parse(await readFile(join(folder, file), 'utf8')) as DefinitionSeed;
    if (!isDefinitionKind(seed.kind)) throw new Error(`seeds/definitions/${tenantCode}/${file}: unknown kind "${seed.kind}"`);
    const { body, toVersion } = migrateDefinition(seed.kind, seed.body);
    const issues = validateDefinition(seed.kind, body, 'en_US');
    if (issues.length > 0) throw new Error(`seeds/definitions/${tenantCode}/${file} is invalid: ${JSON.stringify(issues)}`);
    await owner.transaction(async (trx) => {
      const [row] = await trx('eform_definition')
        .insert({ tenant_id: tenantId, kind: seed.kind, code: seed.code, name: seed.name, status: 'published', version: 1, published_version: 1, schema_version: toVersion, body: JSON.stringify(body) })
        .onConflict(['tenant_id', 'kind', 'code'])
        .ignore()
        .returning('id');
      if (!row) return;
      await trx('eform_definition_revision').insert({ tenant_id: tenantId, definition_id: row.id, version: 1, name: seed.name, schema_version: toVersion, body: JSON.stringify(body) });
    });
  }
}
