import { Checkbox, Modal, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../http/envelope';
import { toastOffsets } from '../../http/notifier';
import type { AppPackagesApi } from './appPackagesApi';
import type { AppApplied, InstalledAppPackage, PlanLoss } from './appPackageTypes';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';

/** The losses a refused rollback names (409 with the plan's losses in `result.losses`), or none. */
export function refusedLosses(error: unknown): PlanLoss[] {
  if (!(error instanceof HttpError) || error.status !== 409) return [];
  const losses = (error.body as { result?: { losses?: unknown } } | undefined)?.result?.losses;
  return Array.isArray(losses) ? (losses as PlanLoss[]) : [];
}

interface RollbackDialogProps {
  api: AppPackagesApi;
  app: InstalledAppPackage;
  onClose(): void;
  onRolledBack(result: AppApplied): void;
}

/**
 * Rolling an app back to its previous installed version. The first try accepts no loss; when the
 * server refuses because the rollback would lose data, its losses are listed and the user must
 * tick "accept these losses" before trying again with them accepted.
 */
export function RollbackDialog({ api, app, onClose, onRolledBack }: RollbackDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure>();
  const [losses, setLosses] = useState<PlanLoss[]>();
  const [isAccepted, setIsAccepted] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const rollBack = async () => {
    setIsBusy(true);
    setFailure(undefined);
    try {
      onRolledBack(await api.rollback(app.appCode, losses !== undefined && isAccepted));
    } catch (error) {
      setFailure(failureOf(error));
      // Only a refusal naming losses asks to accept them; another 409 (no earlier version) is its message alone.
      const named = refusedLosses(error);
      if (named.length > 0) setLosses(named);
    } finally {
      setIsBusy(false);
    }
  };
  const needsAcceptance = losses !== undefined && !isAccepted;
  return (
    <Modal
      open
      title={t('appPackages.rollback.title', { name: app.appName })}
      okText={losses ? t('appPackages.rollback.withLosses') : t('appPackages.rollback.ok')}
      cancelText={t('appPackages.cancel')}
      okButtonProps={{ danger: true, disabled: needsAcceptance, loading: isBusy, 'data-testid': 'rollback-ok' } as ButtonProps}
      onOk={() => void rollBack()}
      onCancel={onClose}
      style={{ top: toastOffsets.dialog }}
      data-testid="rollback-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('appPackages.rollback.question', { name: app.appName, version: app.version, previous: app.previousVersion })}</Typography.Paragraph>
        <FailureAlert failure={failure} testId="rollback-error" />
        {losses ? (
          <>
            <ul style={{ margin: 0 }} data-testid="rollback-losses">
              {losses.map((loss) => <li key={loss.id}>{`${loss.kind} ${loss.code}: ${loss.description} — ${t('appPackages.losses.rows', { rows: loss.rows })}`}</li>)}
            </ul>
            <Checkbox checked={isAccepted} onChange={(event) => setIsAccepted(event.target.checked)} data-testid="rollback-accept-losses">{t('appPackages.losses.accept')}</Checkbox>
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
