import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstanceRow } from '../../api/bpmTypes';

const colours = { active: 'processing', suspended: 'warning', approved: 'success', rejected: 'error', withdrawn: 'default', completed: 'success' } as const;

/** An instance's state (spec §3: active, completed, suspended) with the outcome of a completed one. */
export function InstanceStatusTag({ row }: { row: Pick<InstanceRow, 'status' | 'outcome'> }) {
  const { t } = useTranslation();
  const shown = row.status === 'completed' && row.outcome ? row.outcome : row.status;
  return <Tag color={colours[shown]} data-testid="instance-status" data-status={shown}>{t(row.status === 'completed' && row.outcome ? `bpm.outcome.${row.outcome}` : `bpm.status.${row.status}`)}</Tag>;
}
