import { WarningOutlined } from '@ant-design/icons';
import { Alert, Checkbox, Empty, List, Modal, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncStatusBadge } from './SyncStatusBadge';
import { areLossesConfirmed, lossText, planLosses } from './syncLosses';
import type { TableDesignerServices, TablePlan } from './types';

export interface SyncPlanDialogProps {
  tableName: string;
  isOpen: boolean;
  services: Pick<TableDesignerServices, 'plan' | 'sync'>;
  onClose(): void;
  onSynced?(): void;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The plan before a sync: the exact statements the server would run, destructive ones marked, and
 * one box per loss the builder must tick before a destructive sync is allowed (issue 7 item 1).
 */
export function SyncPlanDialog({ tableName, isOpen, services, onClose, onSynced }: SyncPlanDialogProps) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<TablePlan>();
  const [problem, setProblem] = useState('');
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [isSyncing, setIsSyncing] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    setPlan(undefined);
    setProblem('');
    setConfirmed(new Set());
    services.plan(tableName).then(
      (answer) => isCurrent && setPlan(answer),
      (error: unknown) => isCurrent && setProblem(errorText(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, tableName, services]);

  const losses = plan ? planLosses(plan) : [];
  const canSync = Boolean(plan && plan.statements.length > 0 && areLossesConfirmed(plan, confirmed)) && !isSyncing;
  const sync = async () => {
    if (!plan) return;
    setIsSyncing(true);
    setProblem('');
    try {
      await services.sync(tableName, losses.filter((loss) => confirmed.has(loss)));
      onSynced?.();
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setIsSyncing(false);
    }
  };
  const toggle = (loss: string, isTicked: boolean) => setConfirmed((before) => {
    const next = new Set(before);
    if (isTicked) next.add(loss);
    else next.delete(loss);
    return next;
  });

  return (
    <Modal
      open={isOpen}
      width={820}
      title={t('designer.table.planTitle', { table: tableName })}
      okText={plan?.destructive ? t('designer.table.syncWithLosses') : t('designer.table.sync')}
      okButtonProps={{ disabled: !canSync, danger: plan?.destructive, loading: isSyncing, ...({ 'data-testid': 'confirm-sync' } as object) }}
      cancelText={t('designer.table.cancel')}
      onOk={() => void sync()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="sync-plan">
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} data-testid="sync-problem" />}
        {!plan && !problem && <Spin />}
        {plan && (
          <>
            <div style={{ marginBottom: 8 }}>
              <SyncStatusBadge status={plan.tableStatus} />
            </div>
            {plan.message && <Alert type="info" showIcon title={plan.message} style={{ marginBottom: 8 }} data-testid="sync-plan-message" />}
            {plan.statements.length === 0 ? (
              <Empty description={t('designer.table.planEmpty')} />
            ) : (
              <List
                size="small"
                bordered
                dataSource={plan.statements}
                renderItem={(statement, index) => (
                  <List.Item data-testid={`plan-statement-${index}`} data-destructive={statement.destructive ? 'true' : 'false'}>
                    <div style={{ width: '100%' }}>
                      {statement.destructive && (
                        <Tag color="error" icon={<WarningOutlined />}>
                          {t('designer.table.destructive')}
                        </Tag>
                      )}
                      <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                        {statement.sql}
                      </Typography.Text>
                    </div>
                  </List.Item>
                )}
              />
            )}
            {losses.length > 0 && (
              <Alert
                style={{ marginTop: 12 }}
                type="warning"
                showIcon
                title={t('designer.table.confirmLossesTitle')}
                description={
                  <div>
                    {losses.map((loss, index) => (
                      <div key={loss}>
                        <Checkbox checked={confirmed.has(loss)} data-testid={`confirm-loss-${index}`} onChange={(event) => toggle(loss, event.target.checked)}>
                          {t('designer.table.confirmLoss', { loss: plan ? lossText(plan, loss) : loss })}
                        </Checkbox>
                      </div>
                    ))}
                  </div>
                }
              />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
