import type { AppPackage, DefinitionBodies, DefinitionKind, TableDefinition } from '@wharf/schemas';
import { checkCheckRuleSegments } from '../checkRules/checkRuleSegments';
import { collectReferences, type ReferenceKind } from '../definitions/collectReferences';
import { definitionCode } from '../definitions/definitionCode';
import { migrateDefinition } from '../definitions/migrateDefinition';
import { checkFillRuleParams } from '../fillRules/fillRuleValue';
import type { Language } from '../i18n/types';
import { kindSpecs } from '../kinds/kindSpecs';
import type { PackageContext } from '../kinds/types';
import { translateIssues, type DefinitionValidator } from './createDefinitionValidator';
import { issuesFromSchemaErrors } from './issuesFromSchemaErrors';
import { duplicateIssues } from './semanticRules/helpers';
import type { IssueDraft, SchemaValidatorPort, ValidationIssue } from './types';

/** Codes the package carries or declares as dependencies, by kind (lower-cased). */
function availableCodes(pkg: AppPackage, bodies: ReadonlyArray<{ kind: DefinitionKind; body: unknown }>): Map<ReferenceKind, Set<string>> {
  const available = new Map<ReferenceKind, Set<string>>();
  const add = (kind: ReferenceKind, code: string | undefined) => {
    if (code === undefined) return;
    if (!available.has(kind)) available.set(kind, new Set());
    available.get(kind)!.add(code.toLowerCase());
  };
  for (const { kind, body } of bodies) add(kind, definitionCode(kind, body));
  for (const d of pkg.dictionaries ?? []) add('dictionary', d.dictCode);
  for (const s of pkg.sqlConfigs ?? []) add('sqlConfig', s.sqlCode);
  for (const h of pkg.httpConfigs ?? []) add('httpConfig', h.httpCode);
  for (const m of pkg.menus ?? []) add('menu', m.menuCode);
  for (const r of pkg.fillRules ?? []) add('fillRule', r.ruleCode);
  for (const r of pkg.checkRules ?? []) add('checkRule', r.ruleCode);
  for (const dep of pkg.dependencies ?? []) add(dep.kind, dep.code);
  return available;
}

/** The package's fill and check rules as their own APIs check them, and their codes unique. */
function formRuleIssues(pkg: AppPackage): IssueDraft[] {
  const drafts: IssueDraft[] = [];
  (pkg.fillRules ?? []).forEach((rule, i) => drafts.push(...checkFillRuleParams(rule.ruleParams).map((issue) => ({ ...issue, path: `/fillRules/${i}${issue.path}` }))));
  (pkg.checkRules ?? []).forEach((rule, i) => drafts.push(...checkCheckRuleSegments(rule.segments).map((issue) => ({ ...issue, path: `/checkRules/${i}${issue.path}` }))));
  drafts.push(...duplicateIssues(pkg.fillRules, (r) => r.ruleCode, (i) => `/fillRules/${i}/ruleCode`));
  drafts.push(...duplicateIssues(pkg.checkRules, (r) => r.ruleCode, (i) => `/checkRules/${i}/ruleCode`));
  return drafts;
}

/**
 * Checks an app package: its own shape, every definition body migrated then validated against its
 * kind (issues at `/definitions/<i>/body/...`), every record, codes unique per kind, and every
 * reference either carried in the package or declared in `dependencies`, and every form with a
 * field for each NOT NULL column of the package's tables it writes.
 */
export function validateAppPackage(pkg: unknown, validator: DefinitionValidator, port: SchemaValidatorPort, lang?: Language): ValidationIssue[] {
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg)) return translateIssues([{ path: '/', code: 'validation/not-an-object' }], lang);
  const shape = issuesFromSchemaErrors(port.validate('appPackage', pkg));
  if (shape.length > 0) return translateIssues(shape, lang);
  const appPackage = pkg as AppPackage;
  const drafts: IssueDraft[] = [];
  const bodies = appPackage.definitions.map((d) => ({ kind: d.kind, body: migrateDefinition(d.kind, d.body).body }));
  bodies.forEach(({ kind, body }, i) => {
    for (const issue of validator.draftIssues(kind, body)) drafts.push({ ...issue, path: `/definitions/${i}/body${issue.path}` });
  });
  const records = [
    ['dictionaries', 'dictionary'],
    ['sqlConfigs', 'sqlConfig'],
    ['httpConfigs', 'httpConfig'],
    ['menus', 'menuItem'],
  ] as const;
  for (const [property, kind] of records) {
    (appPackage[property] ?? []).forEach((record, i) => {
      for (const issue of validator.draftIssues(kind, record)) drafts.push({ ...issue, path: `/${property}/${i}${issue.path}` });
    });
  }
  drafts.push(...duplicateIssues(bodies, ({ kind, body }) => `${kind}:${definitionCode(kind, body) ?? ''}`, (i) => `/definitions/${i}/body`));
  drafts.push(...duplicateIssues(appPackage.dictionaries, (d) => d.dictCode, (i) => `/dictionaries/${i}/dictCode`));
  drafts.push(...duplicateIssues(appPackage.sqlConfigs, (s) => s.sqlCode, (i) => `/sqlConfigs/${i}/sqlCode`));
  drafts.push(...duplicateIssues(appPackage.httpConfigs, (h) => h.httpCode, (i) => `/httpConfigs/${i}/httpCode`));
  drafts.push(...formRuleIssues(appPackage));
  const available = availableCodes(appPackage, bodies);
  bodies.forEach(({ kind, body }, i) => {
    for (const ref of collectReferences(kind, body)) {
      if (!available.get(ref.kind)?.has(ref.code.toLowerCase())) {
        drafts.push({ path: `/definitions/${i}/body${ref.path}`, code: 'validation/missing-dependency', args: [ref.kind, ref.code] });
      }
    }
  });
  // Each kind's rules over the rest of the package (a form must fill its tables' NOT NULL columns).
  const context: PackageContext = { tables: new Map(bodies.filter((d) => d.kind === 'table').map((d) => [(d.body as TableDefinition).tableName, d.body as TableDefinition])) };
  bodies.forEach(({ kind, body }, i) => {
    const rules = kindSpecs[kind].packageRules as ((body: DefinitionBodies[DefinitionKind], context: PackageContext) => IssueDraft[]) | undefined;
    for (const issue of rules?.(body as DefinitionBodies[DefinitionKind], context) ?? []) drafts.push({ ...issue, path: `/definitions/${i}/body${issue.path}` });
  });
  return translateIssues(drafts, lang);
}
