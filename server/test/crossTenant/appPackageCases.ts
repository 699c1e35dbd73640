import type { TestApp } from '../support/testApp';
import type { SweepCase } from './cases';

/** The victim's app packages: a plan left unapplied, and an app applied at two versions (so it could roll back). */
export interface VictimAppPackages {
  appPlanId: string;
  appPackageCode: string;
}

const victimPackage = (packageVersion: string) => ({
  schemaVersion: 2, packageCode: 'victim_pkg', packageName: 'Victim package', packageVersion, definitions: [],
  dictionaries: [{ dictCode: `victim_pkg_${packageVersion.replace(/\./g, '_')}`, dictName: 'Victim answers', items: [{ itemText: 'One', itemValue: '1' }] }],
});

/** Made through demo's own administrator with the package routes. */
export async function prepareVictimAppPackages(app: TestApp, demo: string): Promise<VictimAppPackages> {
  const plan = async (version: string) => {
    const planned = await app.api<{ planId: string }>('POST', '/api/eform/apps/plan', { token: demo, body: { package: victimPackage(version) } });
    if (planned.status !== 200) throw new Error(`victim fixture: app plan ${JSON.stringify(planned.body)}`);
    return planned.body.result.planId;
  };
  for (const version of ['1.0.0', '1.1.0']) {
    const applied = await app.api('POST', '/api/eform/apps/apply', { token: demo, body: { planId: await plan(version), acceptLosses: false } });
    if (applied.status !== 200) throw new Error(`victim fixture: app apply ${JSON.stringify(applied.body)}`);
  }
  return { appPlanId: await plan('1.2.0'), appPackageCode: 'victim_pkg' };
}

/**
 * Apps as packages (issue 19): a plan is the tenant's own (another tenant's plan id is not found)
 * (also when the market's update names it), and an app code names the caller's tenant's installed
 * app (the victim's is not installed there).
 */
export const appPackageSweepCases: SweepCase[] = [
  { operation: 'POST /api/eform/apps/apply', request: (v) => ({ path: '/api/eform/apps/apply', body: { planId: v.appPlanId, acceptLosses: true, resolutions: {} } }) },
  { operation: 'PUT /api/eform/manage/market/update', request: (v) => ({ path: '/api/eform/manage/market/update', body: { appCode: 'customs_declaration', planId: v.appPlanId, acceptLosses: true } }) },
  { operation: 'POST /api/eform/apps/{appCode}/rollback', request: (v) => ({ path: `/api/eform/apps/${v.appPackageCode}/rollback`, body: { acceptLosses: true } }) },
];
