import { Button, Modal, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefinitionRecord, RevisionRecord } from '../../../api/definitionsApi';
import { messageOf } from '../../../api/eformResult';
import { formatTime } from '../../eform/formatTime';
import type { ReportDesignApis } from './useReportDesign';

export interface RevisionsModalProps {
  apis: ReportDesignApis;
  row: DefinitionRecord | undefined;
  canPublish: boolean;
  onClose(): void;
  /** Publishes one saved version (an earlier one rolls the published definition back to it). */
  onPublish(row: DefinitionRecord, version: number): Promise<void>;
}

/** A definition's saved versions, newest first, the published one marked; any may be published. */
export function RevisionsModal({ apis, row, canPublish, onClose, onPublish }: RevisionsModalProps) {
  const { t, i18n } = useTranslation();
  const [revisions, setRevisions] = useState<RevisionRecord[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!row) return undefined;
    let isCurrent = true;
    setRevisions([]);
    setProblem('');
    apis.eform.definitions.revisions(row.id).then(
      (loaded) => isCurrent && setRevisions([...loaded].sort((a, b) => b.version - a.version)),
      (error: unknown) => isCurrent && setProblem(messageOf(error)),
    );
    return () => { isCurrent = false; };
  }, [apis, row]);
  return (
    <Modal open={Boolean(row)} title={row ? `${t('reportDesign.revisions')}: ${row.name} (${row.code})` : ''} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      {problem ? <div role="alert">{problem}</div> : null}
      <Table<RevisionRecord>
        size="small"
        rowKey="version"
        pagination={false}
        dataSource={revisions}
        data-testid="revisions"
        columns={[
          { title: t('reportDesign.revision.version'), dataIndex: 'version', key: 'version', width: 90 },
          { title: t('reportDesign.name'), dataIndex: 'name', key: 'name' },
          { title: t('reportDesign.revision.createBy'), dataIndex: 'createBy', key: 'createBy', width: 140 },
          { title: t('reportDesign.revision.createTime'), dataIndex: 'createTime', key: 'createTime', width: 180, render: (value: string) => formatTime(value, i18n.language) },
          {
            key: 'publish',
            width: 150,
            render: (_value, revision) => (revision.version === row?.publishedVersion
              ? <Tag color="success">{t('reportDesign.revision.current')}</Tag>
              : canPublish && row ? <Button size="small" type="link" data-testid={`publish-version-${revision.version}`} onClick={() => void onPublish(row, revision.version)}>{t('reportDesign.revision.publish')}</Button> : null),
          },
        ]}
      />
    </Modal>
  );
}
