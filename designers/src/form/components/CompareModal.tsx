import type { FormDefinition } from '@wharf/schemas';
import { Empty, Modal, Select, Space, Tag, Typography } from 'antd';
import { PlainList } from './PlainList';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeChanges } from '../model/describeChanges';
import type { FormRevision } from '../types';
import { useDesigner } from './designerContext';

const current = 'current';

/** Two versions side by side as a list of changes (engine diffJson over code-keyed fields). */
export function CompareModal({ open, onClose, revisions }: { open: boolean; onClose(): void; revisions: readonly FormRevision[] }) {
  const { t } = useTranslation();
  const draft = useDesigner((state) => state.definition);
  const sorted = useMemo(() => [...revisions].sort((a, b) => b.version - a.version), [revisions]);
  const [left, setLeft] = useState<string>(sorted[0] ? String(sorted[0].version) : current);
  const [right, setRight] = useState<string>(current);
  const bodyOf = (key: string): FormDefinition | undefined => (key === current ? draft : sorted.find((revision) => String(revision.version) === key)?.body);
  const options = [
    { value: current, label: t('designer.form.compare.current') },
    ...sorted.map((revision) => ({ value: String(revision.version), label: `v${revision.version}${revision.status ? ` · ${revision.status}` : ''}` })),
  ];
  const from = bodyOf(left);
  const to = bodyOf(right);
  const changes = from && to ? describeChanges(from, to) : [];
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={760} title={t('designer.form.compare.title')}>
      <Space style={{ marginBottom: 12 }}>
        <Select aria-label={t('designer.form.compare.from')} style={{ width: 200 }} value={left} options={options} onChange={setLeft} />
        <Typography.Text>→</Typography.Text>
        <Select aria-label={t('designer.form.compare.to')} style={{ width: 200 }} value={right} options={options} onChange={setRight} />
      </Space>
      {changes.length === 0 ? (
        <Empty description={t('designer.form.compare.none')} />
      ) : (
        <PlainList
          items={changes}
          keyOf={(change, index) => `${index}:${change.subject}:${change.property}`}
          render={(change) => (
            <Space wrap size={4}>
              <Tag color={change.op === 'added' ? 'green' : change.op === 'removed' ? 'red' : 'blue'}>{t(`designer.form.compare.op.${change.op}`)}</Tag>
              <Typography.Text strong>
                {change.scope === 'layout' ? t('designer.form.compare.layout', { device: change.subject, count: Number(change.to) }) : change.subject || t('designer.form.compare.form')}
              </Typography.Text>
              {change.property && <Typography.Text code>{change.property}</Typography.Text>}
              {change.scope !== 'layout' && change.from !== undefined && <Typography.Text delete>{change.from}</Typography.Text>}
              {change.scope !== 'layout' && change.to !== undefined && <Typography.Text>{change.to}</Typography.Text>}
            </Space>
          )}
        />
      )}
    </Modal>
  );
}
