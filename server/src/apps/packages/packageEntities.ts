import { definitionCode, definitionName, isDefinitionKind, migrateDefinition, type PlannedEntityInput } from '@wharf/engine';
import type { AppPackage, MenuItemRecord } from '@wharf/schemas';
import { toMenuItem } from '../export/appMenus';
import { menuColumns } from '../installAppPackage';
import { storedDictionary, storedHttpConfig, storedSqlConfig } from './recordShapes';

/**
 * The entity kinds a package carries besides definitions. Each is planned like a definition:
 * created, changed by the three-way merge, removed when a new version leaves it out (see
 * `removals.ts`). Configs keep the tenant's environment values (`bindEntities.ts`); a menu is
 * changed only where the app owns it (`tenantEntities.ts`).
 */
export const recordKinds = ['dictionary', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'menu'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** One entity of a package, as the plan compares it (definition bodies migrated to the platform's schema). */
export type PackageEntity = PlannedEntityInput;

/** A menu's entity body: its fields as stored and read back (no children), and its parent's code. */
export function menuEntityBody(menu: MenuItemRecord, parentCode: string | null): Record<string, unknown> {
  const { titles, component_props: componentProps, ...columns } = menuColumns(menu, parentCode !== null);
  const { children: _children, ...own } = toMenuItem({ ...columns, titles, component_props: componentProps }, []);
  return { ...own, parentCode };
}

/** A menu as one entity: its fields without its children, and its parent's code. */
function menuEntities(menus: readonly MenuItemRecord[], parentCode: string | null): PackageEntity[] {
  return menus.flatMap((menu) => [
    { kind: 'menu', code: menu.menuCode, name: menu.name, body: menuEntityBody(menu, parentCode) },
    ...menuEntities(menu.children ?? [], menu.menuCode),
  ]);
}

/**
 * Every entity of a package, definitions migrated through their kinds' migrations (as an install
 * migrates them), records in the shape they are stored in (the store's defaults filled).
 */
export function packageEntities(pkg: AppPackage): PackageEntity[] {
  const definitions = pkg.definitions.flatMap((entry): PackageEntity[] => {
    if (!isDefinitionKind(entry.kind)) return [];
    const { body } = migrateDefinition(entry.kind, entry.body);
    const code = definitionCode(entry.kind, body) ?? '';
    return [{ kind: entry.kind, code, name: definitionName(entry.kind, body) ?? code, body }];
  });
  return [
    ...definitions,
    ...(pkg.dictionaries ?? []).map((record) => ({ kind: 'dictionary', code: record.dictCode, name: record.dictName, body: storedDictionary(record) })),
    ...(pkg.sqlConfigs ?? []).map((record) => ({ kind: 'sqlConfig', code: record.sqlCode, name: record.sqlName, body: storedSqlConfig(record) })),
    ...(pkg.httpConfigs ?? []).map((record) => ({ kind: 'httpConfig', code: record.httpCode, name: record.httpName, body: storedHttpConfig(record) })),
    ...(pkg.fillRules ?? []).map((record) => ({ kind: 'fillRule', code: record.ruleCode, name: record.ruleName, body: record })),
    ...(pkg.checkRules ?? []).map((record) => ({ kind: 'checkRule', code: record.ruleCode, name: record.ruleName, body: record })),
    ...menuEntities(pkg.menus ?? [], null),
  ];
}
