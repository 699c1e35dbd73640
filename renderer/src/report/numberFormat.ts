import type { ReportDefinition } from '@wharf/schemas';
import type { CatalogueLanguage } from '../i18n/languages';

export type NumberFormat = NonNullable<ReportDefinition['numberFormat']>;

const localeTags: Record<CatalogueLanguage, string> = { zh_CN: 'zh-CN', en_US: 'en-US', th_TH: 'th-TH', zh_TW: 'zh-TW' };

// Making an Intl.NumberFormat costs far more than using one, and a chart formats every axis label and
// tooltip value: one formatter per language and format, kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(language: CatalogueLanguage, grouping: boolean, digits: number | undefined): Intl.NumberFormat {
  const key = `${language}|${grouping}|${digits ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[language], { useGrouping: grouping, minimumFractionDigits: digits ?? 0, maximumFractionDigits: digits ?? 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A measure value as the widget's number format says: `percent` shows a ratio ×100 with `%`,
 * `decimals` fixes the fraction digits (else up to two), `thousands` groups digits, `unit` follows
 * after a space. Nothing (null, not a number) shows as an empty text.
 */
export function formatNumber(value: number | null | undefined, format: NumberFormat | undefined, language: CatalogueLanguage): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = format?.percent ? value * 100 : value;
  const digits = format?.decimals;
  const text = formatterOf(language, format?.thousands ?? false, digits).format(shown);
  const withPercent = format?.percent ? `${text}%` : text;
  return format?.unit ? `${withPercent} ${format.unit}` : withPercent;
}

/** A share of a whole (0..100) as a percent-stacked chart shows it: one decimal and `%`. */
export function formatShare(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${value.toFixed(1)}%`;
}
