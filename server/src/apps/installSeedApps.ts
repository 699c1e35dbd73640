import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { checkFillRuleParams } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';
import { installAppPackage } from './installAppPackage';
import { seedDemoRows } from './seedDemoRows';

const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

interface SeedApp {
  tenant: string;
  /** Path of the app package from the repository root, e.g. `examples/customs-declaration.app.json`. */
  package: string;
  roles?: string[];
  /** Fill rules for the tenant beyond the package's own (packages carry the fill rules their forms use since issue 19). */
  fillRules?: Array<{ ruleCode: string; ruleName: string; ruleParams: unknown }>;
  /** Example rows for one of the package's tables, from the repository root (seeded while the table is empty). */
  demoRows?: string;
}

/** `seeds/apps.json`: app packages installed into seeded tenants (idempotent, like every seed). */
export async function installSeedApps(owner: Knex, tenantIds: ReadonlyMap<string, string>, log: Logger, options: { exampleRows: boolean }): Promise<void> {
  const { apps } = JSON.parse(await readFile(join(repoRoot, 'seeds', 'apps.json'), 'utf8')) as { apps: SeedApp[] };
  for (const app of apps) {
    const tenantId = tenantIds.get(app.tenant);
    if (!tenantId) throw new Error(`seeds/apps.json names the unknown tenant ${app.tenant}`);
    for (const rule of app.fillRules ?? []) {
      const issues = checkFillRuleParams(rule.ruleParams);
      if (issues.length > 0) throw new Error(`seeds/apps.json: fill rule ${rule.ruleCode} is invalid: ${JSON.stringify(issues)}`);
      await owner('sys_fill_rule').insert({ tenant_id: tenantId, rule_code: rule.ruleCode, rule_name: rule.ruleName, rule_params: JSON.stringify(rule.ruleParams) }).onConflict(['tenant_id', 'rule_code']).ignore();
    }
    const pkg = JSON.parse(await readFile(join(repoRoot, app.package), 'utf8')) as AppPackage;
    const report = await installAppPackage(owner, pkg, { tenantId, actor: 'seed', roleCodes: app.roles ?? [] });
    // Recorded as the market records an installation, so the tenant's market shows it installed.
    await owner('eform_market_installation')
      .insert({ tenant_id: tenantId, app_code: pkg.packageCode, app_name: pkg.packageName, app_version: pkg.packageVersion })
      .onConflict(['tenant_id', 'app_code'])
      .ignore();
    if (report.definitions.length + report.tables.length > 0) log.info({ tenant: app.tenant, package: pkg.packageCode, ...report }, 'installed app package');
    const demoRows = app.demoRows && options.exampleRows ? await seedDemoRows(owner, tenantId, join(repoRoot, app.demoRows)) : 0;
    if (demoRows > 0) log.info({ tenant: app.tenant, package: pkg.packageCode, demoRows }, 'seeded example rows');
  }
}
