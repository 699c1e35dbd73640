import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { collectKindReferences, kindsReferencing } from '../kinds/kindReferences';
import { menuEntryOf, menuPages, type MenuKind } from '../kinds/menuPages';
import type { KindReferenceKind } from '../kinds/referenceCollector';

/**
 * What "find usages" can be asked about: any definition kind, and the tenant records definitions
 * name (dictionaries, SQL and HTTP configs, fill rules). Menus are only ever the ones that use.
 */
// Check rules are referenced (app packages carry them) but have no usage lookup yet.
export type UsageTargetKind = Exclude<KindReferenceKind, 'menu' | 'checkRule'>;

/** Every kind a usage can be asked about, definition kinds first. */
export const usageTargetKinds: readonly UsageTargetKind[] = [...definitionKinds, 'dictionary', 'sqlConfig', 'httpConfig', 'fillRule'];

export interface UsageTarget {
  kind: UsageTargetKind;
  code: string;
}

/** A stored definition as the usage search reads it (its head version: what the builder edits). */
export interface UsageCandidate {
  id: string;
  kind: string;
  code: string;
  name: string;
  status: string;
  body: unknown;
}

/** A menu entry as the usage search reads it. */
export interface MenuCandidate {
  id: string;
  menuCode: string;
  name: string;
  path: string | null;
}

/** One thing that refers to the target: a definition (with the JSON Pointers naming it) or a menu entry. */
export interface Usage {
  /** A definition kind, a menu entry, or an async import task (`/api/fyImportBackend/task`, its own records). */
  kind: DefinitionKind | 'menu' | 'asyncImportTask';
  id: string;
  code: string;
  name: string;
  /** Where the referring body names the target; a menu's is its route. */
  paths: string[];
}

/** The definition kinds whose bodies can name a target of this kind (to narrow what is loaded). */
export function kindsUsing(targetKind: UsageTargetKind): DefinitionKind[] {
  return kindsReferencing(targetKind);
}

/**
 * The definitions among `candidates` that name `target` (the kinds registry's reference
 * collector decides, fill rules included). A definition naming itself (a view linking to itself)
 * is not a usage: deleting it takes the reference along.
 */
export function definitionUsages(target: UsageTarget, candidates: readonly UsageCandidate[]): Usage[] {
  return candidates.flatMap((candidate) => {
    if (!(definitionKinds as readonly string[]).includes(candidate.kind)) return [];
    const kind = candidate.kind as DefinitionKind;
    if (kind === target.kind && candidate.code === target.code) return [];
    const paths = collectKindReferences(kind, candidate.body).filter((reference) => reference.kind === target.kind && reference.code === target.code).map((reference) => reference.path);
    return paths.length > 0 ? [{ kind, id: candidate.id, code: candidate.code, name: candidate.name, paths }] : [];
  });
}

/** Whether definitions of this kind can be opened from a menu entry (`menuPages`). */
export function isMenuTarget(kind: UsageTargetKind): kind is MenuKind {
  return (definitionKinds as readonly string[]).includes(kind) && menuPages[kind as DefinitionKind] !== null;
}

/** The route of the menu entry that opens a definition, or null for kinds no menu opens. */
export function menuRouteOf(target: UsageTarget): string | null {
  return isMenuTarget(target.kind) ? menuEntryOf(target.kind, target.code).path : null;
}

/** The menu entries among `menus` that open the target definition (its `menuPages` route). */
export function menuUsages(target: UsageTarget, menus: readonly MenuCandidate[]): Usage[] {
  const route = menuRouteOf(target);
  if (route === null) return [];
  return menus.filter((menu) => menu.path === route).map((menu) => ({ kind: 'menu' as const, id: menu.id, code: menu.menuCode, name: menu.name, paths: [route] }));
}

/** An async import task as the usage search reads it: it imports into one form. */
export interface ImportTaskCandidate {
  id: string;
  taskCode: string;
  taskName: string;
  formCode: string;
}

/** The async import tasks among `tasks` that import into the target form. */
export function importTaskUsages(target: UsageTarget, tasks: readonly ImportTaskCandidate[]): Usage[] {
  if (target.kind !== 'form') return [];
  return tasks.filter((task) => task.formCode === target.code).map((task) => ({ kind: 'asyncImportTask' as const, id: task.id, code: task.taskCode, name: task.taskName, paths: ['/formCode'] }));
}

/**
 * The usages as one line a person reads in a refusal: each user's name and code, e.g.
 * `报关单 (decl_form), 报关单列表 (decl_view)`; past `limit` the rest is counted ("… +3").
 */
export function usageListText(usages: readonly Usage[], limit = 10): string {
  const named = usages.slice(0, limit).map((usage) => (usage.name && usage.name !== usage.code ? `${usage.name} (${usage.code})` : usage.code));
  const rest = usages.length - named.length;
  return rest > 0 ? `${named.join(', ')} … +${rest}` : named.join(', ');
}
