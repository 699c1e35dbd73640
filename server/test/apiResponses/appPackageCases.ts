/**
 * Cases of `apiResponses.int.test.ts` for apps as packages (issue 19): plan, apply, installed and
 * rollback, as demo's administrator, on small packages of their own (one dictionary each) so the
 * cases do not meet: one app planned and left for the apply case, one applied twice for rollback.
 */
type Prepared = Record<string, string>;
type Call = { method: string; path: string; body?: unknown };
type Ok = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** A package of one dictionary, at a version. */
const tinyPackage = (packageCode: string, packageVersion: string) => ({
  schemaVersion: 2, packageCode, packageName: packageCode, packageVersion, definitions: [],
  dictionaries: [{ dictCode: `${packageCode}_${packageVersion.replace(/\./g, '_')}`, dictName: 'Answers', items: [{ itemText: 'One', itemValue: '1' }] }],
});

export const appPackageCases: Record<string, (v: Prepared) => Call> = {
  'POST /api/eform/apps/plan': () => ({ method: 'POST', path: '/api/eform/apps/plan', body: { package: tinyPackage('ar_pkg_plan', '1.0.0') } }),
  'POST /api/eform/apps/apply': (v) => ({ method: 'POST', path: '/api/eform/apps/apply', body: { planId: v.appPackagePlanId, acceptLosses: false, resolutions: {} } }),
  'GET /api/eform/apps/installed': () => ({ method: 'GET', path: '/api/eform/apps/installed' }),
  'POST /api/eform/apps/{appCode}/rollback': () => ({ method: 'POST', path: '/api/eform/apps/ar_pkg_rollback/rollback', body: {} }),
  // The market's preview of the shipped customs app against demo, which the seeds installed at the same version.
  'POST /api/eform/manage/market/plan': () => ({ method: 'POST', path: '/api/eform/manage/market/plan', body: { appCode: 'customs_declaration' } }),
};

/** A plan left to apply, and an app at its second version (so it can roll back). */
export async function prepareAppPackages(ok: Ok): Promise<Prepared> {
  for (const version of ['1.0.0', '1.1.0']) {
    const { planId } = await ok<{ planId: string }>('POST', '/api/eform/apps/plan', { package: tinyPackage('ar_pkg_rollback', version) });
    await ok('POST', '/api/eform/apps/apply', { planId, acceptLosses: false });
  }
  const planned = await ok<{ planId: string }>('POST', '/api/eform/apps/plan', { package: tinyPackage('ar_pkg_apply', '1.0.0') });
  return { appPackagePlanId: planned.planId };
}
