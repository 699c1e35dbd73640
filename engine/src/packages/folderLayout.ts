/**
 * An app package as a folder with one file per entity (issue 19), so a Git diff of an app shows which
 * table, form or menu changed and not one long file. `splitPackage` writes the layout, `packPackage`
 * reads it back; split → pack gives the package again (its top-level entities in canonical order).
 *
 * The layout:
 * - `package.json`: the header (schemaVersion, code, name, version, description, platformSchemaVersions…)
 *   with the parts that describe the package as a whole rather than one entity: `texts`, `bindings`,
 *   `dependencies`; also any top-level list that is empty, so it comes back as an empty list.
 * - `<kind>s/<code>.json`: one definition's body per file, by kind (`tables/dec_head.json`,
 *   `forms/dec_form.json`, `importTasks/dec_import.json`).
 * - `<part>/<code>.json`: one entity of every other top-level list (`menus/customs.json` holds a top-level
 *   menu with its children, `dictionaries/`, `sqlConfigs/`, `httpConfigs/`, `fillRules/`, `checkRules/`),
 *   so a list the package format gains later travels without a change here.
 * Every text is canonical (`canonicalJson` for the header, `canonicalEntityJson` for an entity).
 */

import { definitionKinds, type DefinitionKind } from '@wharf/schemas';
import { definitionCode } from '../kinds/kindIdentity';
import type { IssueDraft } from '../validation/types';
import { canonicalEntityJson, canonicalJson, entitySortKey, withEntitiesSorted } from './canonicalJson';

/** Relative path (always with `/`) → file text. */
export type PackageFiles = Record<string, string>;

/** The answer of a split or a pack: the value, or the problems as data (path: a JSON Pointer or a file). */
export type FolderLayoutResult<T> = { ok: true; value: T } | { ok: false; issues: IssueDraft[] };

/** The file holding the package's header. */
export const packageHeaderFile = 'package.json';

/** Top-level lists that stay in the header: they describe the package, not one entity a builder edits. */
const headerLists = new Set(['texts', 'bindings', 'dependencies']);

/** A file name a code may become: no separators, no leading dot, nothing a file system reads specially. */
const fileNamePattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/** A layout path: `package.json` or `<folder>/<name>.json`. */
const entityPathPattern = /^([A-Za-z][A-Za-z0-9_]*)\/([^/]+)\.json$/;

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The folder a definition kind's bodies go to (`table` → `tables`). */
export function definitionFolder(kind: DefinitionKind): string {
  return `${kind}s`;
}

/**
 * Whether a relative path is one the layout writes (`package.json`, `<folder>/<name>.json`): a writer
 * that refreshes a folder deletes such files the package no longer has and leaves any other alone.
 */
export function isPackageLayoutPath(path: string): boolean {
  return path === packageHeaderFile || entityPathPattern.test(path);
}

function kindOfFolder(folder: string): DefinitionKind | undefined {
  return definitionKinds.find((kind) => definitionFolder(kind) === folder);
}

function isDefinitionKind(value: unknown): value is DefinitionKind {
  return typeof value === 'string' && (definitionKinds as readonly string[]).includes(value);
}

/** Whether a top-level member is written as one file per entity (a non-empty list of objects). */
function isSplitList(key: string, value: unknown): value is JsonRecord[] {
  return !headerLists.has(key) && Array.isArray(value) && value.length > 0 && value.every(isRecord);
}

interface PlannedFile { path: string; text: string; pointer: string }

function definitionFile(entity: JsonRecord, pointer: string, issues: IssueDraft[]): PlannedFile | undefined {
  const { kind, body, ...rest } = entity;
  if (!isDefinitionKind(kind) || !isRecord(body)) {
    issues.push({ path: pointer, code: 'packageFolder/unknown-kind', args: [pointer, String(kind)] });
    return undefined;
  }
  const extra = Object.keys(rest);
  if (extra.length > 0) {
    issues.push({ path: pointer, code: 'packageFolder/unexpected-member', args: [pointer, extra.join(', ')] });
    return undefined;
  }
  const code = definitionCode(kind, body);
  if (code === undefined || !fileNamePattern.test(code)) {
    issues.push({ path: pointer, code: 'packageFolder/unnamed-entity', args: [pointer] });
    return undefined;
  }
  return { path: `${definitionFolder(kind)}/${code}.json`, text: canonicalEntityJson(body), pointer };
}

function entityFile(folder: string, entity: JsonRecord, pointer: string, issues: IssueDraft[]): PlannedFile | undefined {
  const [, code] = entitySortKey(entity);
  if (!fileNamePattern.test(code)) {
    issues.push({ path: pointer, code: 'packageFolder/unnamed-entity', args: [pointer] });
    return undefined;
  }
  return { path: `${folder}/${code}.json`, text: canonicalEntityJson(entity), pointer };
}

/**
 * The package as folder files. Refused (issues, nothing written) when an entity has no code that can
 * name its file, when two entities would share a file (also when their codes differ only in case, which
 * would clash on case-insensitive file systems), or when a top-level list is named like a kind's folder.
 */
export function splitPackage(pkg: unknown): FolderLayoutResult<PackageFiles> {
  if (!isRecord(pkg)) return { ok: false, issues: [{ path: '', code: 'packageFolder/not-an-object', args: ['package'] }] };
  const issues: IssueDraft[] = [];
  const header: JsonRecord = {};
  const planned: PlannedFile[] = [];
  for (const [key, value] of Object.entries(pkg)) {
    if (!isSplitList(key, value)) {
      header[key] = value;
      continue;
    }
    const reservedBy = key === 'definitions' ? undefined : kindOfFolder(key);
    if (reservedBy !== undefined) {
      issues.push({ path: `/${key}`, code: 'packageFolder/reserved-folder', args: [key, reservedBy] });
      continue;
    }
    value.forEach((entity, index) => {
      const pointer = `/${key}/${index}`;
      const file = key === 'definitions' ? definitionFile(entity, pointer, issues) : entityFile(key, entity, pointer, issues);
      if (file) planned.push(file);
    });
  }
  const files: PackageFiles = { [packageHeaderFile]: canonicalJson(header) };
  const claimedBy = new Map<string, string>();
  for (const file of planned) {
    const folded = file.path.toLowerCase();
    const earlier = claimedBy.get(folded);
    if (earlier !== undefined) {
      issues.push({ path: file.pointer, code: 'packageFolder/duplicate-entity', args: [earlier, file.pointer, file.path] });
      continue;
    }
    claimedBy.set(folded, file.pointer);
    files[file.path] = file.text;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: files };
}

function parsed(path: string, text: string, issues: IssueDraft[]): JsonRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    issues.push({ path, code: 'packageFolder/bad-json', args: [path, error instanceof Error ? error.message : String(error)] });
    return undefined;
  }
  if (!isRecord(value)) {
    issues.push({ path, code: 'packageFolder/not-an-object', args: [path] });
    return undefined;
  }
  return value;
}

/** The code an entity read from `folder` declares, as its file must be named. */
function declaredCode(folder: string, entity: JsonRecord): string {
  const kind = kindOfFolder(folder);
  return (kind ? definitionCode(kind, entity) : entitySortKey(entity)[1]) ?? '';
}

/**
 * The package a folder's files make (the inverse of `splitPackage`), its top-level entities in canonical
 * order. Refused with the files' problems: no `package.json`, a file outside the layout, a file that is
 * not a JSON object, an entity whose code is not its file's name, a list whose header member is no list.
 */
export function packPackage(files: PackageFiles): FolderLayoutResult<JsonRecord> {
  const issues: IssueDraft[] = [];
  const headerText = files[packageHeaderFile];
  if (headerText === undefined) return { ok: false, issues: [{ path: packageHeaderFile, code: 'packageFolder/missing-header', args: [packageHeaderFile] }] };
  const header = parsed(packageHeaderFile, headerText, issues) ?? {};
  const lists = new Map<string, unknown[]>();
  for (const path of Object.keys(files).sort()) {
    if (path === packageHeaderFile) continue;
    const match = entityPathPattern.exec(path);
    // `definitions/` is not a folder of the layout: definitions live in their kinds' folders.
    if (!match || match[1] === 'definitions') {
      issues.push({ path, code: 'packageFolder/unknown-file', args: [path] });
      continue;
    }
    const [, folder = '', name = ''] = match;
    const entity = parsed(path, files[path] ?? '', issues);
    if (!entity) continue;
    const code = declaredCode(folder, entity);
    if (code !== name) {
      issues.push({ path, code: 'packageFolder/code-mismatch', args: [path, code] });
      continue;
    }
    const kind = kindOfFolder(folder);
    const key = kind ? 'definitions' : folder;
    const list = lists.get(key) ?? [];
    list.push(kind ? { kind, body: entity } : entity);
    lists.set(key, list);
  }
  const pkg: JsonRecord = { ...header };
  for (const [key, entities] of lists) {
    const inHeader = pkg[key];
    if (inHeader !== undefined && !Array.isArray(inHeader)) {
      issues.push({ path: packageHeaderFile, code: 'packageFolder/header-clash', args: [key] });
      continue;
    }
    pkg[key] = [...(inHeader ?? []), ...entities];
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: withEntitiesSorted(pkg) };
}
