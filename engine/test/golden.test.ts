// Golden fixtures: every JSON file under examples/ and seeds/ is migrated and validated, so a schema or
// rule change that breaks a shipped app or the system's own definitions fails here. Files that appear
// later are picked up by the directory walk; an example or seeded definition of an unknown shape fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { definitionCode, isDefinitionKind, migrateDefinition, validateAppPackage, validateDefinition, validateRecord } from '../src/index';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function jsonFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a fixture file holds, by its top-level shape. Platform rows the server seeds (tenants, users,
 * product packages, roles) have no definition schema; they may only live directly in seeds/, so a
 * malformed example or seeded definition still fails instead of passing as "platform data".
 */
function classify(content: unknown, file: string): 'appPackage' | 'definition' | 'menus' | 'referenceTable' | 'dictionary' | 'exampleRows' | 'platform' | 'unknown' {
  if (!isRecord(content)) return 'unknown';
  if ('packageCode' in content && 'definitions' in content) return 'appPackage';
  if ('kind' in content && 'body' in content) return 'definition';
  if (Array.isArray(content.menus) && Object.keys(content).length === 1) return 'menus';
  if (relative(repoRoot, file).endsWith('.rows.json') && typeof content.table === 'string' && Array.isArray(content.rows)) return 'exampleRows';
  if (relative(repoRoot, file).startsWith('seeds/reference/')) return 'referenceTable';
  if (relative(repoRoot, file).startsWith('seeds/dictionaries/')) return 'dictionary';
  if (relative(repoRoot, file).split('/').length === 2 && relative(repoRoot, file).startsWith('seeds/')) return 'platform';
  return 'unknown';
}

/**
 * Example rows (`<app>.rows.json`, seeded with `seeds/apps.json` demoRows) name a table of the app
 * package beside them; every row gives each of that table's required columns and only its columns.
 */
function expectRowsFitTheirTable(doc: Json, file: string): void {
  const packageFile = file.replace(/\.rows\.json$/, '.app.json');
  const pkg = JSON.parse(readFileSync(packageFile, 'utf8')) as { definitions: Array<{ kind: string; body: { tableName?: string; columns?: Array<{ colCode: string; isNull?: string }> } }> };
  const table = pkg.definitions.find((entry) => entry.kind === 'table' && entry.body.tableName === doc.table)?.body;
  expect(table, `${String(doc.table)} is a table of ${relative(repoRoot, packageFile)}`).toBeDefined();
  const columns = new Set(table!.columns!.map((column) => column.colCode));
  const required = table!.columns!.filter((column) => column.isNull === 'N').map((column) => column.colCode);
  (doc.rows as Json[]).forEach((row, i) => {
    expect(Object.keys(row).filter((key) => !columns.has(key)), `rows/${i}: columns the table lacks`).toEqual([]);
    expect(required.filter((key) => row[key] === undefined || row[key] === null), `rows/${i}: required columns left out`).toEqual([]);
  });
}

const files = [...jsonFiles(join(repoRoot, 'examples')), ...jsonFiles(join(repoRoot, 'seeds'))].sort();
const appliedMigrations = new Set<string>();

describe('golden fixtures in examples/ and seeds/', () => {
  it('finds the shipped example app', () => {
    expect(files.map((f) => relative(repoRoot, f))).toContain('examples/customs-declaration.app.json');
  });

  it.each(files.map((f) => [relative(repoRoot, f), f]))('%s migrates and validates', (_name, file) => {
    const content: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const shape = classify(content, file);
    expect(shape, 'a fixture must be an app package, a definition {kind, body} or a menu list').not.toBe('unknown');
    const doc = content as Json;
    if (shape === 'appPackage') {
      expect(validateAppPackage(doc, 'en_US')).toEqual([]);
      for (const entry of doc.definitions as Json[]) {
        if (isDefinitionKind(entry.kind)) for (const step of migrateDefinition(entry.kind, entry.body).applied) appliedMigrations.add(step);
      }
    } else if (shape === 'definition') {
      expect(isDefinitionKind(doc.kind), `unknown kind ${String(doc.kind)}`).toBe(true);
      if (!isDefinitionKind(doc.kind)) return;
      const migrated = migrateDefinition(doc.kind, doc.body);
      migrated.applied.forEach((step) => appliedMigrations.add(step));
      expect(validateDefinition(doc.kind, migrated.body, 'en_US')).toEqual([]);
      if (typeof doc.code === 'string') expect(definitionCode(doc.kind, migrated.body)).toBe(doc.code);
    } else if (shape === 'dictionary') {
      expect(validateRecord('dictionary', doc, 'en_US')).toEqual([]);
    } else if (shape === 'referenceTable') {
      expect(validateRecord('referenceTable', doc, 'en_US')).toEqual([]);
    } else if (shape === 'exampleRows') {
      expectRowsFitTheirTable(doc, file);
    } else if (shape === 'menus') {
      (doc.menus as unknown[]).forEach((menu, i) => expect(validateRecord('menuItem', menu, 'en_US'), `menus/${i}`).toEqual([]));
    }
  });

  it('exercise at least one real migration (the example keeps a form saved at schemaVersion 1)', () => {
    expect([...appliedMigrations]).toContain('form/field-label-to-title');
  });
});
