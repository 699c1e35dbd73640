import { Alert, Button, Divider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppPlan, ApplyRequest, ConflictChoice } from './appPackageTypes';
import { PlanBindings } from './PlanBindings';
import { PlanConflicts } from './PlanConflicts';
import { PlanEntityTable } from './PlanEntityTable';
import { PlanLosses } from './PlanLosses';
import { PlanSummary } from './PlanSummary';
import { PlanTableStatements } from './PlanTableStatements';
import { applyRequestOf, isPlanResolved, noChoices, planBlockers, type PlanChoices } from './planResolution';

export interface PlanViewProps {
  plan: AppPlan;
  /** The binding values this plan was made with (kept in the inputs for the next re-plan). */
  bindingValues?: Readonly<Record<string, string>>;
  isApplying: boolean;
  isPlanning?: boolean;
  onApply(request: ApplyRequest): void;
  /** Plans the same package again with these binding values; without it bindings are only listed. */
  onReplan?(bindingValues: Record<string, string>): void;
}

/**
 * One plan of a package against the tenant (upload, market update): summary, entities with their
 * field diffs, table statements, losses to accept, conflicts to settle, bindings to give. Apply is
 * enabled only once all of that is settled, and sends exactly those decisions. Render it with
 * `key={plan.planId}` so a new plan starts with nothing decided.
 */
export function PlanView({ plan, bindingValues = {}, isApplying, isPlanning = false, onApply, onReplan }: PlanViewProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<PlanChoices>(noChoices);
  const blockers = planBlockers(plan, choices);
  const resolve = (conflictId: string, choice: ConflictChoice) => setChoices((current) => ({ ...current, resolutions: { ...current.resolutions, [conflictId]: choice } }));
  const pending = [
    blockers.hasUnacceptedLosses ? t('appPackages.blocker.losses') : null,
    blockers.unresolvedConflicts > 0 ? t('appPackages.blocker.conflicts', { number: blockers.unresolvedConflicts }) : null,
    blockers.unboundBindings.length > 0 ? t('appPackages.blocker.bindings', { names: blockers.unboundBindings.join(', ') }) : null,
  ].filter((text): text is string => text !== null);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="plan-view" data-plan-id={plan.planId}>
      <PlanSummary plan={plan} />
      <Typography.Title level={5}>{t('appPackages.section.entities')}</Typography.Title>
      <PlanEntityTable entities={plan.entities} />
      {plan.tableStatements.length > 0 ? (
        <>
          <Typography.Title level={5}>{t('appPackages.section.statements')}</Typography.Title>
          <PlanTableStatements tables={plan.tableStatements} />
        </>
      ) : null}
      {plan.losses.length > 0 ? (
        <>
          <Typography.Title level={5}>{t('appPackages.section.losses')}</Typography.Title>
          <PlanLosses losses={plan.losses} isAccepted={choices.acceptLosses} onAcceptedChange={(acceptLosses) => setChoices((current) => ({ ...current, acceptLosses }))} />
        </>
      ) : null}
      {plan.conflicts.length > 0 ? (
        <>
          <Typography.Title level={5}>{t('appPackages.section.conflicts')}</Typography.Title>
          <PlanConflicts conflicts={plan.conflicts} resolutions={choices.resolutions} onResolve={resolve} />
        </>
      ) : null}
      {plan.bindings.length > 0 ? (
        <>
          <Typography.Title level={5}>{t('appPackages.section.bindings')}</Typography.Title>
          {onReplan ? (
            <PlanBindings bindings={plan.bindings} values={bindingValues} isPlanning={isPlanning} onReplan={onReplan} />
          ) : (
            <Typography.Text data-testid="plan-bindings">{plan.bindings.map((binding) => binding.name).join(', ')}</Typography.Text>
          )}
        </>
      ) : null}
      <Divider style={{ margin: '8px 0' }} />
      {pending.length > 0 ? <Alert type="info" showIcon title={t('appPackages.blocker.title')} description={<ul style={{ margin: 0 }}>{pending.map((text) => <li key={text}>{text}</li>)}</ul>} data-testid="plan-blockers" /> : null}
      <Button type="primary" disabled={!isPlanResolved(plan, choices)} loading={isApplying} onClick={() => onApply(applyRequestOf(plan, choices))} data-testid="plan-apply">
        {t('appPackages.apply')}
      </Button>
    </Space>
  );
}
