import { Alert, Checkbox, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanLoss } from './appPackageTypes';

interface PlanLossesProps {
  losses: PlanLoss[];
  isAccepted: boolean;
  onAcceptedChange(isAccepted: boolean): void;
}

/** The data applying would lose, each with its rows, and the one checkbox that accepts them all. */
export function PlanLosses({ losses, isAccepted, onAcceptedChange }: PlanLossesProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<PlanLoss> = [
    { title: t('appPackages.plan.kind'), dataIndex: 'kind', key: 'kind', width: 120 },
    { title: t('appPackages.plan.code'), dataIndex: 'code', key: 'code', width: 180 },
    { title: t('appPackages.losses.what'), dataIndex: 'description', key: 'description' },
    { title: t('appPackages.losses.rowsTitle'), dataIndex: 'rows', key: 'rows', width: 120, render: (rows: number) => <Typography.Text type="danger">{t('appPackages.losses.rows', { rows })}</Typography.Text> },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="plan-losses">
      <Alert type="warning" showIcon title={t('appPackages.losses.warning', { number: losses.length })} />
      <Table<PlanLoss> rowKey="id" size="small" columns={columns} dataSource={losses} pagination={false} onRow={(loss) => ({ 'data-testid': `plan-loss-${loss.id}` }) as HTMLAttributes<HTMLElement>} />
      <Checkbox checked={isAccepted} onChange={(event) => onAcceptedChange(event.target.checked)} data-testid="plan-accept-losses">
        {t('appPackages.losses.accept')}
      </Checkbox>
    </Space>
  );
}
