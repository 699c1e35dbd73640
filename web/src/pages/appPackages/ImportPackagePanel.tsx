import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { notifier } from '../../http/notifier';
import type { AppPackagesApi } from './appPackagesApi';
import type { AppApplied, AppPlan, ApplyRequest } from './appPackageTypes';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';
import { PackageUpload } from './PackageUpload';
import { PlanView } from './PlanView';

interface PickedPackage {
  fileName: string;
  appPackage: unknown;
}

/**
 * Upload a package, read its plan, settle it, apply it. Nothing changes in the tenant before Apply;
 * a refusal (a bad package's paths, a stale plan, an unaccepted loss) is shown as the server words it,
 * and the same package can be planned again.
 */
export function ImportPackagePanel({ api, onApplied }: { api: AppPackagesApi; onApplied(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  const [picked, setPicked] = useState<PickedPackage>();
  const [bindingValues, setBindingValues] = useState<Record<string, string>>({});
  const [plan, setPlan] = useState<AppPlan>();
  const [applied, setApplied] = useState<AppApplied>();
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState<'planning' | 'applying'>();

  const makePlan = async (source: PickedPackage, values: Record<string, string>) => {
    setBusy('planning');
    setFailure(undefined);
    try {
      setPlan(await api.plan(source.appPackage, values));
      setBindingValues(values);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
    }
  };
  const take = (fileName: string, appPackage: unknown) => {
    const source = { fileName, appPackage };
    setPicked(source);
    setPlan(undefined);
    setApplied(undefined);
    void makePlan(source, {});
  };
  const apply = async (request: ApplyRequest) => {
    setBusy('applying');
    setFailure(undefined);
    try {
      const result = await api.apply(request);
      setApplied(result);
      setPlan(undefined);
      notifier().toast('success', t('appPackages.applied', { appCode: result.appCode, version: result.version }));
      onApplied();
      await services.loadPermissions();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(undefined);
    }
  };
  const startOver = () => {
    setPicked(undefined);
    setPlan(undefined);
    setApplied(undefined);
    setFailure(undefined);
    setBindingValues({});
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="import-package">
      {applied ? (
        <Alert
          type="success"
          showIcon
          title={t('appPackages.applied', { appCode: applied.appCode, version: applied.version })}
          description={t('appPackages.appliedCounts', { created: applied.created, changed: applied.changed, removed: applied.removed })}
          action={<Button onClick={startOver}>{t('appPackages.another')}</Button>}
          data-testid="apply-result"
        />
      ) : (
        <PackageUpload disabled={busy !== undefined} onPackage={take} onUnreadable={(fileName) => setFailure({ message: t('appPackages.upload.unreadable', { fileName }), issues: [] })} />
      )}
      {picked && !applied ? (
        <Space wrap>
          <Typography.Text data-testid="package-file">{t('appPackages.upload.file', { fileName: picked.fileName })}</Typography.Text>
          <Button size="small" disabled={busy !== undefined} onClick={() => void makePlan(picked, bindingValues)} data-testid="plan-again">{t('appPackages.planAgain')}</Button>
        </Space>
      ) : null}
      <FailureAlert failure={failure} testId="package-error" onClose={() => setFailure(undefined)} />
      <Spin spinning={busy === 'planning' && !plan}>
        {plan ? (
          <PlanView
            key={plan.planId}
            plan={plan}
            bindingValues={bindingValues}
            isApplying={busy === 'applying'}
            isPlanning={busy === 'planning'}
            onApply={(request) => void apply(request)}
            onReplan={(values) => picked && void makePlan(picked, values)}
          />
        ) : null}
      </Spin>
    </Space>
  );
}
