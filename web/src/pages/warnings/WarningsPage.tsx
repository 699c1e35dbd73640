import { Badge, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { useFormatting } from '../../i18n/formatting';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { ensureWarningTexts } from './useWarningTexts';
import { WarningDesignTab } from './WarningDesignTab';
import { WarningResultsPanel } from './WarningResultsPanel';
import { WarningTemplatesTab } from './WarningTemplatesTab';
import { createWarningsApi, type WarningRuleSummary } from './warningsApi';

const keyOf = (rule: Pick<WarningRuleSummary, 'warningCode' | 'ruleCode'>) => `${rule.warningCode}/${rule.ruleCode}`;

/**
 * The warnings page (`eform/WarningList`; spec label-implied warning items, rules and results
 * screens): the tenant's published rules with their schedule, last run and records in warning; a
 * chosen rule's results below. The templates tab shows the published rules' message templates and
 * whom they notify. The design tab lists the warning items as definitions and opens
 * each in the warning designer (save, publish, revisions); back on the rules tab the list is read again.
 */
export function WarningsPage(_props: MenuPageProps) {
  const services = useServices();
  ensureWarningTexts(services.i18n);
  const { t } = useTranslation();
  const format = useFormatting();
  const api = useMemo(() => createWarningsApi(services.http), [services]);
  const [rules, setRules] = useState<WarningRuleSummary[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const reload = useCallback(() => {
    setIsLoading(true);
    api.rules().then((found) => {
      setRules(found);
      setChosen((current) => current ?? (found[0] ? keyOf(found[0]) : undefined));
    }, () => undefined).finally(() => setIsLoading(false));
  }, [api]);
  useEffect(reload, [reload]);
  const rule = rules.find((candidate) => keyOf(candidate) === chosen);

  const columns: TableColumnsType<WarningRuleSummary> = [
    { title: t('warnings.item'), dataIndex: 'warningItemName', key: 'item' },
    { title: t('warnings.rule'), dataIndex: 'ruleName', key: 'rule' },
    { title: t('warnings.triggerMode'), dataIndex: 'triggerMode', key: 'trigger', render: (mode: WarningRuleSummary['triggerMode']) => t(`warnings.trigger.${mode}`) },
    {
      title: t('warnings.schedule'), key: 'schedule', render: (_: unknown, row) => (row.dispatchFrequency === 'hourly' && row.dispatchHours.length > 0
        ? t('warnings.hours', { hours: row.dispatchHours.join(', ') })
        : <Typography.Text code>{row.cronExpr}</Typography.Text>),
    },
    { title: t('warnings.enabled'), dataIndex: 'isEnabled', key: 'enabled', render: (isEnabled: boolean) => <Badge status={isEnabled ? 'success' : 'default'} text={t(isEnabled ? 'warnings.enabled' : 'warnings.disabled')} /> },
    { title: t('warnings.lastRun'), key: 'lastRun', render: (_: unknown, row) => (row.lastRunAt ? `${format.dateTime(row.lastRunAt)} · ${t('warnings.lastCounts', { checked: row.lastChecked, fired: row.lastFired })}` : '') },
    { title: t('warnings.inWarning'), dataIndex: 'warnCount', key: 'warnCount', render: (count: number) => <Badge count={count} showZero color={count > 0 ? 'red' : 'gray'} /> },
  ];

  const rulesTab = (
    <>
      <Typography.Title level={5}>{t('warnings.rules')}</Typography.Title>
      <Table<WarningRuleSummary> rowKey={keyOf} size="small" loading={isLoading} columns={columns} dataSource={rules} pagination={false}
        locale={{ emptyText: t('warnings.noRules') }}
        rowClassName={(row) => (keyOf(row) === chosen ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({ onClick: () => setChosen(keyOf(row)), 'data-testid': `warning-rule-${row.warningCode}-${row.ruleCode}` } as React.HTMLAttributes<HTMLElement>)}
        style={{ marginBottom: 24 }} />
      {rule ? <WarningResultsPanel key={chosen} api={api} rule={{ warningCode: rule.warningCode, ruleCode: rule.ruleCode }} ruleName={rule.ruleName} onChanged={reload} /> : null}
    </>
  );
  return (
    <div data-testid="warnings-page">
      <Tabs defaultActiveKey="rules" onChange={(key) => key === 'rules' && reload()} items={[
        { key: 'rules', label: t('warnings.tab.rules'), children: rulesTab },
        { key: 'templates', label: t('warnings.tab.templates'), children: <WarningTemplatesTab api={api} /> },
        { key: 'design', label: t('warnings.tab.design'), children: <WarningDesignTab warnings={api} /> },
      ]} />
    </div>
  );
}
