import { kindsReferencing } from '../kinds/kindReferences';
import { definitionDesignerPermissions, type HeldButtonPermissions } from './definitionAccess';

/** A data source run by its code: a SQL config or an HTTP config. */
export type ConfigKind = 'sqlConfig' | 'httpConfig';

/** The button permission of each config kind's designers (its pages, its test run). */
export const configDesignPermissions: Readonly<Record<ConfigKind, string>> = { sqlConfig: 'eformSqlConfig:design', httpConfig: 'eformHttpConfig:design' };

/**
 * Definition kinds whose bodies can name a config (their kind specs' `referenceKinds`: forms, views,
 * datasets, warnings). Their designers may run configs of either kind (a select may switch source).
 */
const kindsReferringToConfigs = [...new Set([...kindsReferencing('sqlConfig'), ...kindsReferencing('httpConfig')])];

/**
 * Whether the caller designs configs of that kind or something that uses them: the config's
 * designers, or a designer who may save forms, views, datasets or warnings (a designer previews a
 * select or a tree before it is saved, so no saved definition refers to the config yet).
 * Administrators hold all.
 */
export function isConfigDesigner(held: HeldButtonPermissions, kind: ConfigKind): boolean {
  if (held.isAll || held.perms.has(configDesignPermissions[kind])) return true;
  return kindsReferringToConfigs.some((definitionKind) => held.perms.has(definitionDesignerPermissions[definitionKind].save));
}

/** Who asks to run a SQL config by its code, as far as that is concerned. */
export type ConfigRunGrants =
  /** Tenant administrators, the platform operator, and designers (`isConfigDesigner`). */
  | { basis: 'designer' }
  /** Anyone else: the views they may read and the forms they may use. */
  | { basis: 'user'; readableViews: { isAll: true } | { isAll: false; codes: ReadonlySet<string> }; usableForms: ReadonlySet<string> };

/** A published definition that names the config (a form's select field, a view's tree node…). */
export interface ConfigReferrer {
  kind: string;
  code: string;
}

/**
 * Whether the caller may run a config (spec §6: a SQL config runs for a caller only where a
 * definition the caller may use refers to it). Designers may run any; anyone else only a config
 * that a view they may read or a form they may use names. A config nothing refers to runs for
 * designers only.
 */
export function configRunAccess(grants: ConfigRunGrants, referrers: ReadonlyArray<ConfigReferrer>): boolean {
  if (grants.basis === 'designer') return true;
  const { readableViews, usableForms } = grants;
  return referrers.some((referrer) => {
    if (referrer.kind === 'view') return readableViews.isAll || readableViews.codes.has(referrer.code);
    if (referrer.kind === 'form') return usableForms.has(referrer.code);
    return false;
  });
}
