import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError, ValidationFailed, type FieldIssue } from '../http/errors';

export const siteImageKeys = ['full', 'registerAndPassword', 'loginBackground'] as const;
export type SiteImageKey = (typeof siteImageKeys)[number];
export const loginSliderModes = ['off', 'afterFailure', 'always'] as const;
export type LoginSliderMode = (typeof loginSliderModes)[number];

export interface SiteSettings {
  name: string;
  domainList: string[];
  image: Partial<Record<SiteImageKey, string>>;
  disableRegister: boolean;
  /** Absent while the installed schema has no slider setting (it arrives with the login-slider migration). */
  loginSlider?: LoginSliderMode;
}

/** An uploaded image is kept inline as a data URL; this bounds each one (the row is read on every login page). */
export const maxInlineImageKb = 256;

// A host name of letters, digits and hyphens, dot separated, optionally a leading wildcard label (RFC 1123).
const hostName = /^(\*\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const inlineImage = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Whether an image value is an http(s) address, a path on this site, or an inline png/jpeg/gif/webp. */
function imageIssue(value: string, path: string, lang: Language): FieldIssue | undefined {
  if (value === '') return undefined;
  if (value.startsWith('data:')) {
    if (!inlineImage.test(value)) return { path, code: 'siteSetting/bad-image', message: formatMessage('siteSetting/bad-image', lang) };
    const bytes = Math.floor(((value.length - value.indexOf(',') - 1) * 3) / 4);
    return bytes > maxInlineImageKb * 1024 ? { path, code: 'siteSetting/image-too-large', message: formatMessage('siteSetting/image-too-large', lang, [maxInlineImageKb]) } : undefined;
  }
  const isSitePath = /^\/(?!\/)[^\s"'<>\\]*$/.test(value);
  const isWebAddress = /^https?:\/\/[^\s"'<>\\]+$/i.test(value) && URL.canParse(value);
  return isSitePath || isWebAddress ? undefined : { path, code: 'siteSetting/bad-image', message: formatMessage('siteSetting/bad-image', lang) };
}

/** Spec §3 site setting, checked field by field (every failing path at once). */
export function checkSiteSettings(input: SiteSettings, lang: Language): void {
  const issues: FieldIssue[] = [];
  input.domainList.forEach((domain, index) => {
    if (domain.length > 253 || !hostName.test(domain)) issues.push({ path: `/body/domainList/${index}`, code: 'siteSetting/bad-domain', message: formatMessage('siteSetting/bad-domain', lang, [domain.slice(0, 80)]) });
  });
  for (const key of siteImageKeys) {
    const value = input.image[key];
    const issue = value === undefined ? undefined : imageIssue(value, `/body/image/${key}`, lang);
    if (issue) issues.push(issue);
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
}

/** Whether the installed schema has the login-slider column (added by another area's migration). */
async function hasSliderColumn(trx: Knex.Transaction): Promise<boolean> {
  const row = await trx('information_schema.columns').where({ table_name: 'sys_site_setting', column_name: 'login_slider' }).first('column_name');
  return Boolean(row);
}

export async function readSiteSettings(trx: Knex.Transaction): Promise<SiteSettings> {
  const withSlider = await hasSliderColumn(trx);
  const row = await trx('sys_site_setting').where({ id: 1 }).first<Record<string, unknown>>('name', 'domain_list', 'images', 'disable_register', ...(withSlider ? ['login_slider'] : []));
  return {
    name: (row?.name as string | undefined) ?? 'Wharf',
    domainList: (row?.domain_list as string[] | undefined) ?? [],
    image: (row?.images as SiteSettings['image'] | undefined) ?? {},
    disableRegister: (row?.disable_register as boolean | undefined) ?? false,
    ...(withSlider ? { loginSlider: ((row?.login_slider as LoginSliderMode | undefined) ?? 'off') } : {}),
  };
}

/** Replaces the site settings (the one platform-wide row); domains are kept lower-case and once each. */
export async function writeSiteSettings(trx: Knex.Transaction, input: SiteSettings, lang: Language): Promise<SiteSettings> {
  checkSiteSettings(input, lang);
  const withSlider = await hasSliderColumn(trx);
  if (input.loginSlider !== undefined && !withSlider) throw new AppError(400, 'siteSetting/slider-unavailable');
  const images = Object.fromEntries(siteImageKeys.filter((key) => input.image[key]).map((key) => [key, input.image[key]]));
  await trx('sys_site_setting').where({ id: 1 }).update({
    name: input.name.trim(),
    domain_list: [...new Set(input.domainList.map((domain) => domain.toLowerCase()))],
    images: JSON.stringify(images),
    disable_register: input.disableRegister,
    ...(input.loginSlider !== undefined ? { login_slider: input.loginSlider } : {}),
    updated_at: trx.fn.now(),
  });
  return readSiteSettings(trx);
}
