import { definitionCode, definitionName, isDefinitionKind, migrateDefinition, type PlannedEntityInput } from '@wharf/engine';
import type { AppPackage, MenuItemRecord } from '@wharf/schemas';

/**
 * The entity kinds a package carries besides definitions. Definitions merge, change and may be
 * removed; fill and check rules merge and change; dictionaries, SQL/HTTP configs and menus are
 * created when the tenant lacks them and otherwise left as the tenant has them (menus are platform
 * records shared by every tenant that installed the app; configs hold the tenant's environment).
 */
export const recordKinds = ['dictionary', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule', 'menu'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** Kinds the plan may change in place (the others are created only). */
export const changeableRecordKinds: ReadonlySet<string> = new Set(['fillRule', 'checkRule']);

/** One entity of a package, as the plan compares it (definition bodies migrated to the platform's schema). */
export type PackageEntity = PlannedEntityInput;

/** A menu as one entity: its fields without its children, and its parent's code. */
function menuEntities(menus: readonly MenuItemRecord[], parentCode: string | null): PackageEntity[] {
  return menus.flatMap((menu) => {
    const { children, ...own } = menu;
    return [{ kind: 'menu', code: menu.menuCode, name: menu.name, body: { ...own, parentCode } }, ...menuEntities(children ?? [], menu.menuCode)];
  });
}

/** Every entity of a package, definitions migrated through their kinds' migrations (as an install migrates them). */
export function packageEntities(pkg: AppPackage): PackageEntity[] {
  const definitions = pkg.definitions.flatMap((entry): PackageEntity[] => {
    if (!isDefinitionKind(entry.kind)) return [];
    const { body } = migrateDefinition(entry.kind, entry.body);
    const code = definitionCode(entry.kind, body) ?? '';
    return [{ kind: entry.kind, code, name: definitionName(entry.kind, body) ?? code, body }];
  });
  return [
    ...definitions,
    ...(pkg.dictionaries ?? []).map((record) => ({ kind: 'dictionary', code: record.dictCode, name: record.dictName, body: record })),
    ...(pkg.sqlConfigs ?? []).map((record) => ({ kind: 'sqlConfig', code: record.sqlCode, name: record.sqlName, body: record })),
    ...(pkg.httpConfigs ?? []).map((record) => ({ kind: 'httpConfig', code: record.httpCode, name: record.httpName, body: record })),
    ...(pkg.fillRules ?? []).map((record) => ({ kind: 'fillRule', code: record.ruleCode, name: record.ruleName, body: record })),
    ...(pkg.checkRules ?? []).map((record) => ({ kind: 'checkRule', code: record.ruleCode, name: record.ruleName, body: record })),
    ...menuEntities(pkg.menus ?? [], null),
  ];
}
