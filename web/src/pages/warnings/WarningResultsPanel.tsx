import { Button, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/formatting';
import type { RuleRef, WarningBackTest, WarningResult, WarningStateEvent, WarningStatus, WarningsApi } from './warningsApi';

/** A local date and time as `<input type="datetime-local">` writes it. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const statusColour: Record<WarningStatus, string> = { pending: 'gold', warn: 'red', cancel: 'default' };
const pageSize = 20;

/** What a record shows: the result script's label when it gave one, else its values. */
function shownValues(record: WarningResult): string {
  const display = record.display as { label?: unknown } | undefined;
  if (display && typeof display.label === 'string') return display.label;
  return Object.entries(record.values).map(([key, value]) => `${key}: ${value === null ? '' : String(value)}`).join(' · ');
}

/**
 * A rule's results (spec label-implied "warning results" screen): its records in warning, pending
 * or cancelled, their values and since when, with relieve and recover (audited, history per record),
 * evaluating now, and the back-test over a past period.
 */
export function WarningResultsPanel({ api, rule, ruleName, onChanged }: { api: WarningsApi; rule: RuleRef; ruleName: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useFormatting();
  const [status, setStatus] = useState<WarningStatus | 'all'>('warn');
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<{ records: WarningResult[]; total: number }>({ records: [], total: 0 });
  const [isLoading, setIsLoading] = useState(false);
  const [summary, setSummary] = useState<string>();
  const [period, setPeriod] = useState<[string, string]>(() => [localInput(new Date(Date.now() - 7 * 86_400_000)), localInput(new Date())]);
  const [backTest, setBackTest] = useState<WarningBackTest>();
  const [history, setHistory] = useState<{ record: WarningResult; events: WarningStateEvent[] }>();
  const [note, setNote] = useState('');

  const reload = useCallback(() => {
    setIsLoading(true);
    api.results(rule, status === 'all' ? undefined : status, pageNo, pageSize).then(setPage, () => undefined).finally(() => setIsLoading(false));
  }, [api, rule, status, pageNo]);
  useEffect(reload, [reload]);

  const changed = () => {
    reload();
    onChanged();
  };
  const evaluate = () => api.evaluate(rule).then((result) => {
    setSummary(t('warnings.evaluated', { checked: result.checked, fired: result.fired, recovered: result.recovered, messages: result.messages }));
    changed();
  }, () => undefined);
  const runBackTest = () => api.backTest(rule, new Date(period[0]).toISOString(), new Date(period[1]).toISOString()).then(setBackTest, () => undefined);
  const relieve = (record: WarningResult) => api.relieve(record.id, note.trim() || undefined).then(() => {
    setNote('');
    changed();
  }, () => undefined);
  const recover = (record: WarningResult) => api.recover(record.id).then(changed, () => undefined);
  const showHistory = (record: WarningResult) => api.events(record.id).then((events) => setHistory({ record, events }), () => undefined);

  const columns: TableColumnsType<WarningResult> = [
    { title: t('warnings.record'), dataIndex: 'recordKey', key: 'recordKey', render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
    { title: t('warnings.values'), key: 'values', render: (_: unknown, record) => shownValues(record) },
    {
      title: t('warnings.status'), key: 'status', render: (_: unknown, record) => (
        <Space size={4}>
          <Tag color={statusColour[record.status]} data-testid={`warning-status-${record.recordKey}`}>{t(`warnings.status.${record.status}`)}</Tag>
          {record.cancelReason ? <Typography.Text type="secondary">{t(`warnings.reason.${record.cancelReason}`)}</Typography.Text> : null}
        </Space>
      ),
    },
    { title: t('warnings.since'), dataIndex: 'breachedSince', key: 'since', render: (at: string) => format.dateTime(at) },
    { title: t('warnings.warnedAt'), dataIndex: 'warnedAt', key: 'warnedAt', render: (at: string | null) => format.dateTime(at) },
    {
      title: t('warnings.actions'), key: 'actions', render: (_: unknown, record) => (
        <Space size={4}>
          {record.status !== 'cancel' ? (
            <Popconfirm title={<Input placeholder={t('warnings.relieveNote')} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />} onConfirm={() => relieve(record)}>
              <Button size="small" data-testid={`warning-relieve-${record.recordKey}`}>{t('warnings.relieve')}</Button>
            </Popconfirm>
          ) : null}
          {record.cancelReason === 'relieved' ? <Button size="small" data-testid={`warning-recover-${record.recordKey}`} onClick={() => recover(record)}>{t('warnings.recover')}</Button> : null}
          <Button size="small" type="link" onClick={() => showHistory(record)}>{t('warnings.history')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="warning-results">
      <Typography.Title level={5}>{t('warnings.results', { rule: ruleName })}</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<WarningStatus | 'all'> value={status} onChange={(value) => { setStatus(value); setPageNo(1); }} options={(['warn', 'pending', 'cancel', 'all'] as const).map((value) => ({ value, label: t(`warnings.status.${value}`) }))} />
        <Button data-testid="warnings-evaluate" type="primary" onClick={evaluate}>{t('warnings.evaluate')}</Button>
        <Input type="datetime-local" aria-label="from" data-testid="warnings-backtest-from" value={period[0]} onChange={(event) => setPeriod([event.target.value, period[1]])} style={{ width: 200 }} />
        <Input type="datetime-local" aria-label="to" data-testid="warnings-backtest-to" value={period[1]} onChange={(event) => setPeriod([period[0], event.target.value])} style={{ width: 200 }} />
        <Button data-testid="warnings-backtest" onClick={runBackTest}>{t('warnings.backTest')}</Button>
        <Button onClick={reload}>{t('warnings.refresh')}</Button>
      </Space>
      {summary ? <Typography.Paragraph data-testid="warnings-evaluated">{summary}</Typography.Paragraph> : null}
      {backTest ? (
        <Typography.Paragraph data-testid="warnings-backtest-result">
          {t('warnings.backTestResult', { evaluations: backTest.evaluations, firings: backTest.firings, records: backTest.records })}
          {backTest.isTruncated ? <Typography.Text type="warning"> {t('warnings.backTestTruncated')}</Typography.Text> : null}
        </Typography.Paragraph>
      ) : null}
      <Table<WarningResult> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={page.records}
        pagination={{ current: pageNo, pageSize, total: page.total, onChange: setPageNo, showSizeChanger: false }} />
      <Modal open={history !== undefined} title={t('warnings.history')} footer={null} onCancel={() => setHistory(undefined)}>
        <div data-testid="warning-history">
          {history && history.events.length === 0 ? <Typography.Text type="secondary">{t('warnings.noHistory')}</Typography.Text> : null}
          {history?.events.map((event) => (
            <Typography.Paragraph key={event.id}>
              {format.dateTime(event.createdAt)} · {event.username ?? event.userId} · {t(`warnings.${event.action}`)}{event.note ? ` · ${event.note}` : ''}
            </Typography.Paragraph>
          ))}
        </div>
      </Modal>
    </div>
  );
}
