import { arraySchema, type ApiSchema } from './envelope';
import { dateTime, flag, integer, nullableText, record, text } from './fields';

/**
 * Apps as packages (issue 19): the plan of a package against the caller's tenant, the apply of a
 * plan, the tenant's installed package versions and a rollback. Shapes as the shared package
 * contract writes them (`/work/brief/parts/pkgContract.md`); CLI and console code against these.
 */

const anyValue = { description: 'Any JSON value (absent when the side does not have it)' } as const;
const entityKind = { type: 'string', description: 'The definition kind, or `table`, `dictionary`, `menu`, `sqlConfig`, `httpConfig`, `fillRule`, `checkRule`, `importTask`' } as const;

/** One field that differs between the tenant's current state and the package (a JSON path into the entity). */
export const appPlanChangeSchema: ApiSchema = record({ path: text, before: anyValue, after: anyValue }, ['before', 'after']);

/** One entity of a plan: what applying does to it, and field by field what changes. */
export const appPlanEntitySchema: ApiSchema = record({
  kind: entityKind, code: text, name: text,
  action: { enum: ['create', 'change', 'remove', 'unchanged'] },
  changes: arraySchema(appPlanChangeSchema),
});

/** The statements a table's sync would run. */
export const appPlanTableStatementsSchema: ApiSchema = record({ tableCode: text, statements: arraySchema(text) });

/** Data an apply would lose (a narrowed column and the rows it would cut, a dropped column and the rows holding values). */
export const appPlanLossSchema: ApiSchema = record({ id: text, kind: entityKind, code: text, description: text, rows: { type: 'integer', minimum: 0 } });

/** A field the tenant changed since the installed version that the package changes differently (three-way merge). */
export const appPlanConflictSchema: ApiSchema = record({ id: text, kind: entityKind, code: text, path: text, installed: anyValue, package: anyValue, tenant: anyValue }, ['installed', 'package', 'tenant']);

/** An environment value the package needs bound at apply (never carried by the package). */
export const appPlanBindingSchema: ApiSchema = record({ name: text, description: text, bound: flag });

/** `POST /api/eform/apps/plan`: the stored plan of a package against the caller's tenant. */
export const appPlanSchema: ApiSchema = record({
  planId: text, appCode: text, appName: text,
  mode: { enum: ['install', 'update'] }, fromVersion: nullableText, toVersion: text,
  entities: arraySchema(appPlanEntitySchema),
  tableStatements: arraySchema(appPlanTableStatementsSchema),
  losses: arraySchema(appPlanLossSchema),
  conflicts: arraySchema(appPlanConflictSchema),
  bindings: arraySchema(appPlanBindingSchema),
  createTime: dateTime, expiresAt: dateTime,
});

/** `POST /api/eform/apps/apply` and `POST /api/eform/apps/{appCode}/rollback`: what the apply did. */
export const appAppliedSchema: ApiSchema = record({
  appCode: text, version: text, appliedAt: dateTime,
  created: { type: 'integer', minimum: 0 }, changed: { type: 'integer', minimum: 0 }, removed: { type: 'integer', minimum: 0 },
});

const planSummary = record({ created: integer, changed: integer, removed: integer });

/** One installed app of the tenant: its current version, the one before, and every apply. */
export const installedAppPackageSchema: ApiSchema = record({
  appCode: text, appName: text, version: text, installedAt: dateTime, installedBy: text,
  previousVersion: nullableText, canRollback: flag,
  history: arraySchema(record({ version: text, appliedAt: dateTime, appliedBy: text, planSummary })),
});

/** `GET /api/eform/apps/installed`: the tenant's installed app packages. */
export const installedAppPackageListSchema: ApiSchema = arraySchema(installedAppPackageSchema);

/**
 * The result schema of each operation of this family, spread into `documentedResults` (each
 * operation joins when its route is served; the API test checks every documented one live).
 */
export const appPackageResults: Readonly<Record<string, ApiSchema>> = {
  'POST /api/eform/apps/plan': appPlanSchema,
  'POST /api/eform/apps/apply': appAppliedSchema,
  'GET /api/eform/apps/installed': installedAppPackageListSchema,
  'POST /api/eform/apps/{appCode}/rollback': appAppliedSchema,
  'POST /api/eform/manage/market/plan': appPlanSchema,
};
