// The customs example and the seeded forms work in all four interface languages (issue 18 point 6,
// issue 20): every builder text of their tables, forms, views, reports, dashboards and portals carries
// zh_CN, en_US, th_TH and zh_TW. Their main texts are English, so zh_CN must be a translation too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builderTexts, displayText, languages, migrateDefinition, type DefinitionKind } from '../src/index';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(`${repoRoot}${path}`, 'utf8')) as Record<string, unknown>;
const translatedKinds = new Set<string>(['table', 'form', 'view', 'report', 'dashboard', 'portal']);

const example = read('examples/customs-declaration.app.json') as { definitions: Array<{ kind: DefinitionKind; body: unknown }> };
const seeded = ['seeds/definitions/demo/form-declaration_head.json', 'seeds/definitions/acme/form-broker_client.json'].map((path) => read(path) as { kind: DefinitionKind; body: unknown });
// A body kept at an older schema version (the form "saved by the first designer", there for the
// migrations) predates translations; it is left as it was stored.
const isCurrent = (definition: { kind: DefinitionKind; body: unknown }) => migrateDefinition(definition.kind, definition.body).applied.length === 0;
const definitions = [...example.definitions, ...seeded].filter((definition) => translatedKinds.has(definition.kind) && isCurrent(definition));

/** Texts lacking a language, the main text counting for none: it is English here. */
function untranslated(kind: DefinitionKind, body: unknown): string[] {
  return builderTexts(kind, body).filter((text) => languages.some((language) => !text.translations?.[language]?.trim())).map((text) => text.path);
}

describe('the customs example in four languages', () => {
  it.each(definitions.map((definition) => [definition.kind, (definition.body as Record<string, unknown>)] as const))('%s %#: every builder text has all four languages', (kind, body) => {
    expect(untranslated(kind, body)).toEqual([]);
  });

  it('shows the declaration form\'s entry id in each language', () => {
    const form = migrateDefinition('form', example.definitions.find((definition) => definition.kind === 'form')!.body).body as { fields: Array<{ title: string; titleI18n?: Record<string, string> }> };
    const entry = form.fields[0]!;
    expect(languages.map((language) => displayText(entry.title, entry.titleI18n, { language }))).toEqual(['报关单号', 'Entry id', 'เลขที่ใบขนสินค้า', '報關單號']);
  });
});
