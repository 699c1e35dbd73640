import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import countries from 'i18n-iso-countries';
import currencyCodes from 'currency-codes';
import type { Knex } from 'knex';
import { languages, type Language } from '@wharf/engine';

/** One reference table, ready to store. */
export interface ReferenceTable {
  type: string;
  names: Record<Language, string>;
  source: string;
  items: Array<{ code: string; names: Record<Language, string>; extra?: Record<string, unknown> }>;
}

const localeOf: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en-US', th_TH: 'th-TH', zh_TW: 'zh-TW' };

/** Names of a code in every language, from the ICU data Node ships (Intl.DisplayNames). */
function displayNames(type: 'region' | 'currency', code: string, fallback: string): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => {
    const name = new Intl.DisplayNames([localeOf[lang]], { type, fallback: 'none' }).of(code);
    return [lang, name ?? fallback];
  })) as Record<Language, string>;
}

/** ISO 3166-1 countries: codes from the i18n-iso-countries package, names from ICU. */
function countryTable(): ReferenceTable {
  const englishNames = countries.getNames('en', { select: 'official' }) as Record<string, string>;
  return {
    type: 'country',
    names: { zh_CN: '国家（地区）', en_US: 'Countries and regions', th_TH: 'ประเทศ (ภูมิภาค)', zh_TW: '國家（地區）' },
    source: 'ISO 3166-1 codes from the npm package i18n-iso-countries; names from the ICU data in Node.js',
    items: Object.keys(countries.getAlpha2Codes()).sort().map((alpha2) => ({
      code: alpha2,
      names: displayNames('region', alpha2, englishNames[alpha2] ?? alpha2),
      extra: { alpha3: countries.alpha2ToAlpha3(alpha2), numeric: countries.alpha2ToNumeric(alpha2) },
    })),
  };
}

/** ISO 4217 currencies: codes, numbers and minor digits from the currency-codes package, names from ICU. */
function currencyTable(): ReferenceTable {
  return {
    type: 'currency',
    names: { zh_CN: '币制', en_US: 'Currencies', th_TH: 'สกุลเงิน', zh_TW: '幣制' },
    source: 'ISO 4217 codes from the npm package currency-codes; names from the ICU data in Node.js',
    items: currencyCodes.data.map((currency) => ({
      code: currency.code,
      names: displayNames('currency', currency.code, currency.currency),
      extra: { numeric: currency.number, digits: currency.digits },
    })),
  };
}

/** The curated tables in `seeds/reference/*.json` (ports, units, transport modes, entry types). */
async function curatedTables(folder: string): Promise<ReferenceTable[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => {
    const raw = JSON.parse(await readFile(join(folder, file), 'utf8')) as { type: string; names: Record<Language, string>; source: string; items: Array<Record<string, string>> };
    return {
      type: raw.type,
      names: raw.names,
      source: raw.source,
      items: raw.items.map((item) => ({ code: item.code!, names: Object.fromEntries(languages.map((lang) => [lang, item[lang] ?? item.en_US ?? item.code])) as Record<Language, string> })),
    };
  }));
}

/**
 * Stores every reference table whose content changed since the last seed (compared by a hash
 * of its content, which is also the version the pcode etag is built from).
 */
export async function seedReferenceData(owner: Knex, curatedFolder: string): Promise<void> {
  const tables = [countryTable(), currencyTable(), ...(await curatedTables(curatedFolder))];
  for (const table of tables) {
    const version = createHash('sha256').update(JSON.stringify(table)).digest('hex').slice(0, 16);
    const current = await owner('ref_code_type').where({ type: table.type }).first<{ version: string }>('version');
    if (current?.version === version) continue;
    await owner.transaction(async (trx) => {
      await trx('ref_code_type').insert({ type: table.type, names: JSON.stringify(table.names), source: table.source, version, updated_at: trx.fn.now() })
        .onConflict('type').merge();
      await trx('ref_code').where({ type: table.type }).delete();
      const rows = table.items.map((item, index) => ({ type: table.type, code: item.code, names: JSON.stringify(item.names), extra: JSON.stringify(item.extra ?? {}), sort_no: index }));
      for (let i = 0; i < rows.length; i += 500) await trx('ref_code').insert(rows.slice(i, i + 500));
    });
  }
}
