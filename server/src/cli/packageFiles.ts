import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { canonicalJson, formatMessage, isLanguage, isPackageLayoutPath, packPackage, splitPackage, type IssueDraft, type PackageFiles } from '@wharf/engine';
import { CliFailure, exitCodes } from './exitCodes';

/** The layout's problems as lines in the caller's language, under a heading. */
function issuesText(heading: string, issues: IssueDraft[], language: string): string {
  const lang = isLanguage(language) ? language : 'en_US';
  return [heading, ...issues.map((issue) => `  ${issue.path}: ${formatMessage(issue.code, lang, issue.args ?? [])}`)].join('\n');
}

async function isFolder(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    throw new CliFailure(`No such file or folder: ${path}`, exitCodes.refused);
  }
}

/** Every `.json` file under the folder by its relative path with `/`, skipping hidden entries (`.git`). */
async function jsonFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** The package a folder in the layout holds (`engine` `packPackage`); a bad folder is exit 3. */
export async function readPackageFolder(folder: string, language: string): Promise<Record<string, unknown>> {
  const files: PackageFiles = {};
  for (const path of await jsonFilesUnder(folder)) files[path] = await readFile(join(folder, path), 'utf8');
  const packed = packPackage(files);
  if (!packed.ok) throw new CliFailure(issuesText(`${folder} is not a package folder:`, packed.issues, language), exitCodes.refused);
  return packed.value;
}

/** The package at a path: a `.app.json` file or a folder in the layout. Unreadable or not JSON is exit 3. */
export async function readPackage(path: string, language: string): Promise<unknown> {
  if (await isFolder(path)) return readPackageFolder(path, language);
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliFailure(`${path} is not a JSON package: ${error instanceof Error ? error.message : String(error)}`, exitCodes.refused);
  }
}

/** The binding values a file names (`{ "HTTP_RATES_HOST": "rates.internal:8443" }`); none without a file. */
export async function readBindings(path: string | undefined): Promise<Record<string, string> | undefined> {
  if (path === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CliFailure(`${path} is not a JSON bindings file: ${error instanceof Error ? error.message : String(error)}`, exitCodes.refused);
  }
  const isNameToText = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');
  if (!isNameToText) throw new CliFailure(`${path} must be one JSON object of binding names to texts, e.g. { "HTTP_RATES_HOST": "rates.internal:8443" }`, exitCodes.refused);
  return value as Record<string, string>;
}

/** Writes the package's canonical text to a file (its folder made when missing). */
export async function writePackageFile(path: string, pkg: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, canonicalJson(pkg));
}

/**
 * Writes the package as a folder in the layout. Files of the layout that the package no longer has
 * (an entity removed since the last export) are deleted, with a kind's folder left empty, so packing the folder gives this package;
 * anything else in the folder (a README, `.git`) is left alone. Answers the files written.
 */
export async function writePackageFolder(folder: string, pkg: unknown, language: string): Promise<string[]> {
  const split = splitPackage(pkg);
  if (!split.ok) throw new CliFailure(issuesText('The package cannot be written as a folder:', split.issues, language), exitCodes.refused);
  await mkdir(folder, { recursive: true });
  const wanted = split.value;
  const emptied = new Set<string>();
  for (const path of await jsonFilesUnder(folder)) {
    if (!isPackageLayoutPath(path) || path in wanted) continue;
    await rm(join(folder, path));
    emptied.add(dirname(join(folder, path)));
  }
  for (const place of emptied) if (place !== folder && (await readdir(place)).length === 0) await rm(place, { recursive: true });
  for (const [path, text] of Object.entries(wanted)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), text);
  }
  return Object.keys(wanted).sort();
}
