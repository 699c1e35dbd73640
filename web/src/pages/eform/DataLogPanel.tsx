import type { FormDefinition } from '@wharf/schemas';
import { Alert, Drawer, Empty, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/eformResult';
import type { DataLogRecord } from '../../api/formDataApi';
import { readableChanges, type ReadableChange } from './readableChanges';
import { useEformApi } from './useEform';
import { formatTime } from './formatTime';

export interface DataLogPanelProps {
  formCode: string;
  id: string;
  form?: FormDefinition;
  isOpen: boolean;
  /** Changes when the record was saved again, so an open panel reloads. */
  reloadKey?: number;
  onClose(): void;
}

const actionColours: Record<DataLogRecord['action'], string> = { create: 'green', update: 'blue', delete: 'red' };

/** The data log of one record (spec §2 "data logs with version compare"): every version, its user and time, and what changed. */
export function DataLogPanel({ formCode, id, form, isOpen, reloadKey, onClose }: DataLogPanelProps) {
  const api = useEformApi();
  const { t, i18n } = useTranslation();
  const [records, setRecords] = useState<DataLogRecord[]>();
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    setRecords(undefined);
    setProblem('');
    api.data.logs(formCode, id).then(
      (answer) => isCurrent && setRecords([...answer.records].sort((a, b) => b.version - a.version)),
      (error: unknown) => isCurrent && setProblem(messageOf(error)),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, formCode, id, isOpen, reloadKey]);

  return (
    <Drawer open={isOpen} size={640} title={t('eform.log.title')} onClose={onClose} destroyOnHidden>
      <div data-testid="data-log">
        {problem && <Alert type="error" showIcon title={problem} />}
        {!records && !problem && <Spin />}
        {records?.length === 0 && <Empty />}
        {records && records.length > 0 && (
          <Timeline
            items={records.map((record) => ({
              key: record.version,
              content: (
                <div data-testid={`data-log-version-${record.version}`}>
                  <Typography.Text strong>{t('eform.log.version', { version: record.version })}</Typography.Text> <Tag color={actionColours[record.action]}>{t(`eform.log.action.${record.action}`)}</Tag>
                  <Typography.Text type="secondary">
                    {record.user ?? ''} · {formatTime(record.time, i18n.language)}
                  </Typography.Text>
                  {record.action !== 'create' && record.changes.length > 0 && (
                    <Table<ReadableChange>
                      size="small"
                      style={{ marginTop: 6 }}
                      pagination={false}
                      rowKey={(change, index) => `${change.field}-${index}`}
                      dataSource={readableChanges(form, record.changes)}
                      columns={[
                        { title: t('eform.log.field'), dataIndex: 'field', key: 'field' },
                        { title: t('eform.log.before'), dataIndex: 'before', key: 'before', render: (value: string) => <Typography.Text delete>{value}</Typography.Text> },
                        { title: t('eform.log.after'), dataIndex: 'after', key: 'after', render: (value: string) => <Typography.Text mark>{value}</Typography.Text> },
                      ]}
                    />
                  )}
                </div>
              ),
            }))}
          />
        )}
      </div>
    </Drawer>
  );
}
