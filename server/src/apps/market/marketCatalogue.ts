import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import semver from 'semver';
import { validateAppPackage } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';

/** Where a catalogue entry comes from: the repository's `examples/`, or the operator's `DATA_DIR/market/`. */
export type MarketGroupCode = 'shipped' | 'local';

/** One app the market offers: a valid app package file. */
export interface MarketEntry {
  appCode: string;
  appName: string;
  appVersion: string;
  description: string;
  /** The file's modification time (ISO): when this version arrived in the market. */
  createTime: string;
  groupCode: MarketGroupCode;
  pkg: AppPackage;
}

const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');
export const shippedMarketDir = join(repoRoot, 'examples');
/** The operator's drop folder for extra packages. */
export const localMarketDir = (dataDir: string): string => join(dataDir, 'market');

interface CachedFile {
  mtimeMs: number;
  size: number;
  entry: MarketEntry | null;
}

/** Parsed files by path, kept while their time and size stay the same (validating a package is not free). */
const parsedFiles = new Map<string, CachedFile>();

async function readEntry(path: string, groupCode: MarketGroupCode, log: Logger): Promise<MarketEntry | null> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return null;
  }
  const cached = parsedFiles.get(path);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.entry;
  let entry: MarketEntry | null = null;
  try {
    const pkg = JSON.parse(await readFile(path, 'utf8')) as AppPackage;
    const issues = validateAppPackage(pkg, 'en_US');
    if (issues.length > 0) log.warn({ file: path, issues: issues.slice(0, 20) }, 'app market: invalid app package skipped');
    else entry = { appCode: pkg.packageCode, appName: pkg.packageName, appVersion: pkg.packageVersion, description: pkg.description ?? '', createTime: info.mtime.toISOString(), groupCode, pkg };
  } catch (error) {
    log.warn({ file: path, err: error }, 'app market: unreadable app package skipped');
  }
  parsedFiles.set(path, { mtimeMs: info.mtimeMs, size: info.size, entry });
  return entry;
}

async function packageFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.app.json')).sort().map((name) => join(dir, name));
  } catch {
    // No drop folder yet: the operator has added nothing.
    return [];
  }
}

/**
 * The market's catalogue: every valid `*.app.json` in `examples/` and in `DATA_DIR/market/`, one
 * entry per app code. When two files carry the same code, the higher version wins, and on equal
 * versions the operator's copy (so an operator can ship a newer or patched build of a shipped app).
 */
export async function loadMarketCatalogue(dataDir: string, log: Logger): Promise<MarketEntry[]> {
  const sources: Array<[string, MarketGroupCode]> = [
    [shippedMarketDir, 'shipped'],
    [localMarketDir(dataDir), 'local'],
  ];
  const byCode = new Map<string, MarketEntry>();
  for (const [dir, groupCode] of sources) {
    for (const path of await packageFiles(dir)) {
      const entry = await readEntry(path, groupCode, log);
      if (!entry) continue;
      const current = byCode.get(entry.appCode);
      if (!current || !semver.lt(entry.appVersion, current.appVersion)) byCode.set(entry.appCode, entry);
    }
  }
  return [...byCode.values()].sort((a, b) => a.appName.localeCompare(b.appName) || a.appCode.localeCompare(b.appCode));
}

/** Whether `candidate` is a newer version than `installed` (semantic versioning, as the package schema requires). */
export const isNewerVersion = (candidate: string, installed: string): boolean => semver.gt(candidate, installed);
