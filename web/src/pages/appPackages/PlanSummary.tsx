import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppPlan } from './appPackageTypes';
import { actionCounts } from './planResolution';

/** The plan at a glance: the app, install or update, from which version to which, and how much changes. */
export function PlanSummary({ plan }: { plan: AppPlan }) {
  const { t } = useTranslation();
  const counts = actionCounts(plan);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      data-testid="plan-summary"
      items={[
        { key: 'app', label: t('appPackages.plan.app'), children: `${plan.appName} (${plan.appCode})` },
        { key: 'mode', label: t('appPackages.plan.mode'), children: <Tag color={plan.mode === 'install' ? 'blue' : 'gold'} data-testid="plan-mode">{t(`appPackages.mode.${plan.mode}`)}</Tag> },
        { key: 'versions', label: t('appPackages.plan.versions'), children: <span data-testid="plan-versions">{`${plan.fromVersion ?? t('appPackages.plan.notInstalled')} → ${plan.toVersion}`}</span> },
        {
          key: 'counts',
          label: t('appPackages.plan.counts'),
          children: <span data-testid="plan-counts" data-create={counts.create} data-change={counts.change} data-remove={counts.remove} data-unchanged={counts.unchanged}>{t('appPackages.plan.countsText', { ...counts, losses: plan.losses.length, conflicts: plan.conflicts.length })}</span>,
        },
      ]}
    />
  );
}
