import { definitionDesignerPermissions, type HeldButtonPermissions } from './definitionAccess';

/** The button permission of SQL config designers (the SQL config pages, their test run). */
export const sqlConfigDesignPermission = 'eformSqlConfig:design';

/** Definition kinds whose bodies can name a SQL config (see collectReferences). */
const kindsReferringToSqlConfigs = ['form', 'view', 'dataset', 'warning'] as const;

/**
 * Whether the caller designs SQL configs or something that uses them: a SQL config designer, or a
 * designer who may save forms, views, datasets or warnings (a designer previews a select or a tree
 * before it is saved, so no saved definition refers to the config yet). Administrators hold all.
 */
export function isSqlConfigUser(held: HeldButtonPermissions): boolean {
  if (held.isAll || held.perms.has(sqlConfigDesignPermission)) return true;
  return kindsReferringToSqlConfigs.some((kind) => held.perms.has(definitionDesignerPermissions[kind].save));
}

/** Who asks to run a SQL config by its code, as far as that is concerned. */
export type ConfigRunGrants =
  /** Tenant administrators, the platform operator, and designers (`isSqlConfigUser`). */
  | { basis: 'designer' }
  /** Anyone else: the views they may read and the forms they may use. */
  | { basis: 'user'; readableViews: { isAll: true } | { isAll: false; codes: ReadonlySet<string> }; usableForms: ReadonlySet<string> };

/** A published definition that names the config (a form's select field, a view's tree node…). */
export interface ConfigReferrer {
  kind: string;
  code: string;
}

/**
 * Whether the caller may run a SQL config (spec §6: a config runs for a caller only where a
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
