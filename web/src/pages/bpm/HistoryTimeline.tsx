import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../api/bpmTypes';
import { formatTime } from '../eform/formatTime';

const colours: Record<string, string> = { approve: 'green', reject: 'red', withdraw: 'gray', start: 'blue', resubmit: 'blue' };

/** An instance's history, oldest first: who did what at which node, when, with their comment. */
export function HistoryTimeline({ history }: { history: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
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
