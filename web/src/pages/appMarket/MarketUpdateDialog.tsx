import { Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketApp } from '../../api/appMarketApi';
import { toastOffsets } from '../../http/notifier';
import type { AppPackagesApi } from '../appPackages/appPackagesApi';
import type { AppPlan, ApplyRequest } from '../appPackages/appPackageTypes';
import { FailureAlert, failureOf, type Failure } from '../appPackages/FailureAlert';
import { PlanView } from '../appPackages/PlanView';

interface MarketUpdateDialogProps {
  api: AppPackagesApi;
  app: MarketApp;
  onClose(): void;
  /** Called with the version now installed. */
  onUpdated(version: string): void;
}

/**
 * A market app's update, plan first: the plan of the market's newer version against the tenant
 * (the same plan view as an uploaded package), and the update happens only when the user applies
 * it — the market's update naming that plan, its losses accepted and its conflicts settled, so the
 * market records the new version. Closing the dialog changes nothing.
 */
export function MarketUpdateDialog({ api, app, onClose, onUpdated }: MarketUpdateDialogProps) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<AppPlan>();
  const [failure, setFailure] = useState<Failure>();
  const [isApplying, setIsApplying] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    api.marketPlan(app.appCode).then(
      (answer) => isCurrent && setPlan(answer),
      (error: unknown) => isCurrent && setFailure(failureOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, app.appCode]);

  const apply = async (request: ApplyRequest) => {
    setIsApplying(true);
    setFailure(undefined);
    try {
      onUpdated((await api.marketUpdate(app.appCode, request)).appVersion);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setIsApplying(false);
    }
  };
  return (
    <Modal
      open
      width={1000}
      title={t('appPackages.market.planTitle', { name: app.appName, version: app.appVersion })}
      footer={null}
      onCancel={onClose}
      style={{ top: toastOffsets.dialog }}
      data-testid="market-update-plan"
    >
      <FailureAlert failure={failure} testId="market-plan-error" />
      <Spin spinning={!plan && !failure}>
        {plan ? <PlanView key={plan.planId} plan={plan} isApplying={isApplying} onApply={(request) => void apply(request)} /> : <div style={{ minHeight: 80 }} />}
      </Spin>
    </Modal>
  );
}
