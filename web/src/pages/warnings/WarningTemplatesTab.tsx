import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/eformResult';
import type { WarningsApi, WarningTemplateSummary } from './warningsApi';

const keyOf = (row: WarningTemplateSummary) => `${row.warningCode}/${row.ruleCode}/${row.channel}`;

/** A template's text with its `${…}` placeholders marked, as the builder wrote it (shown as text, never as markup). */
function Marked({ text }: { text: string }) {
  const parts = text.split(/(\$\{\s*[A-Za-z_][A-Za-z0-9_.]*\s*\})/g);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Typography.Text key={index} code>{part}</Typography.Text> : <span key={index}>{part}</span>))}</>;
}

/**
 * The message templates of the published warning rules with whom each notifies (spec §3 email and
 * site-message templates, notice config): a read-only view across items; templates are edited in
 * their rule, in the design tab.
 */
export function WarningTemplatesTab({ api }: { api: WarningsApi }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<WarningTemplateSummary[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let isCurrent = true;
    api.templates().then((found) => isCurrent && setRows(found), (error: unknown) => isCurrent && setProblem(messageOf(error))).finally(() => isCurrent && setIsLoading(false));
    return () => { isCurrent = false; };
  }, [api]);
  const columns: TableColumnsType<WarningTemplateSummary> = [
    { title: t('warnings.item'), dataIndex: 'warningItemName', key: 'item' },
    { title: t('warnings.rule'), dataIndex: 'ruleName', key: 'rule' },
    { title: t('warnings.templates.channelTitle'), dataIndex: 'channel', key: 'channel', render: (channel: WarningTemplateSummary['channel']) => <Tag>{t(`warnings.templates.channel.${channel}`)}</Tag> },
    { title: t('warnings.templates.template'), key: 'template', render: (_: unknown, row) => `${row.templateName} (${row.templateCode})` },
    { title: t('warnings.templates.subject'), dataIndex: 'subject', key: 'subject', render: (subject: string) => <Marked text={subject} /> },
    {
      title: t('warnings.templates.recipients'), key: 'recipients', render: (_: unknown, row) => [
        ...row.recipient,
        ...(row.businessField ? [t('warnings.templates.byField', { field: row.businessField })] : []),
        ...row.duplicateSender.map((copy) => t('warnings.templates.copy', { address: copy })),
      ].join(', '),
    },
  ];
  return (
    <div data-testid="warning-templates">
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
      <Table<WarningTemplateSummary> rowKey={keyOf} size="small" loading={isLoading} columns={columns} dataSource={rows} pagination={false}
        locale={{ emptyText: t('warnings.templates.none') }}
        expandable={{ expandedRowRender: (row) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}><Marked text={row.content} /></Typography.Paragraph> }} />
    </div>
  );
}
