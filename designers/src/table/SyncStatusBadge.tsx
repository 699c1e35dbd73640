import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableSyncStatus } from './types';

const colours: Record<TableSyncStatus, string> = { notCreated: 'default', created: 'processing', notSynced: 'warning', synced: 'success' };

/** The table's sync state (spec §4) as a coloured tag. */
export function SyncStatusBadge({ status }: { status: TableSyncStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[status]} data-testid="table-sync-status" data-status={status}>
      {t(`designer.table.status.${status}`)}
    </Tag>
  );
}
