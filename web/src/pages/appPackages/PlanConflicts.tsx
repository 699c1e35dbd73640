import { Card, Descriptions, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, PlanConflict } from './appPackageTypes';
import { shownValue } from './planResolution';

interface PlanConflictsProps {
  conflicts: PlanConflict[];
  resolutions: Readonly<Record<string, ConflictChoice>>;
  onResolve(conflictId: string, choice: ConflictChoice): void;
}

const valueOf = (value: unknown) => <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{shownValue(value)}</Typography.Text>;

/**
 * Fields the tenant changed since the installed version that the package changes differently: the
 * three values side by side and, for each, keep the tenant's or take the package's.
 */
export function PlanConflicts({ conflicts, resolutions, onResolve }: PlanConflictsProps) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="plan-conflicts">
      {conflicts.map((conflict) => (
        <Card key={conflict.id} size="small" title={<Typography.Text code>{`${conflict.kind} ${conflict.code} · ${conflict.path}`}</Typography.Text>} data-testid={`plan-conflict-${conflict.id}`}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'installed', label: t('appPackages.conflicts.installed'), children: valueOf(conflict.installed) },
              { key: 'package', label: t('appPackages.conflicts.package'), children: valueOf(conflict.package) },
              { key: 'tenant', label: t('appPackages.conflicts.tenant'), children: valueOf(conflict.tenant) },
            ]}
          />
          <Radio.Group
            value={resolutions[conflict.id]}
            onChange={(event) => onResolve(conflict.id, event.target.value as ConflictChoice)}
            options={[
              { value: 'tenant', label: t('appPackages.conflicts.keepTenant') },
              { value: 'package', label: t('appPackages.conflicts.takePackage') },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
