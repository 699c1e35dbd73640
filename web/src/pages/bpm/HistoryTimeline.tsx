import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../api/bpmTypes';
import { formatTime } from '../eform/formatTime';

const colours: Record<string, string> = { approve: 'green', reject: 'red', withdraw: 'gray', start: 'blue', resubmit: 'blue' };

/** An instance's history, oldest first: who did what at which node, when, with their comment (and where a return went). */
export function HistoryTimeline({ history, nodeName }: { history: readonly HistoryEntry[]; nodeName(nodeId: string): string | undefined }) {
  const { t, i18n } = useTranslation();
  // Where a return went: the initiator, the previous node, or a node by its name.
  const returnedTo = (target: string) => (target === 'initiator' || target === 'previous' ? t(`bpm.reject.${target}`) : nodeName(target) ?? target);
  if (history.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="flow-history"
      items={history.map((entry) => ({
        key: entry.seq,
        color: colours[entry.action] ?? 'blue',
        content: (
          <div data-testid="history-entry" data-action={entry.action}>
            <Typography.Text strong>{t(`bpm.history.${entry.action}`, { defaultValue: entry.action })}</Typography.Text>
            {entry.nodeName && <Typography.Text> · {entry.nodeName}</Typography.Text>}
            {entry.action === 'reject' && entry.detail && <Typography.Text type="secondary"> → {returnedTo(entry.detail)}</Typography.Text>}
            <div>
              <Typography.Text type="secondary">
                {entry.actorName ?? t('bpm.history.system')} · {formatTime(entry.at, i18n.language)}
              </Typography.Text>
            </div>
            {entry.comment && <Typography.Paragraph style={{ marginBottom: 0 }}>{entry.comment}</Typography.Paragraph>}
          </div>
        ),
      }))}
    />
  );
}
