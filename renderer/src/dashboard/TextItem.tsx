import type { DashboardItem } from '@wharf/schemas';
import { useMemo } from 'react';
import { sanitizeHtml } from '../html/sanitizeHtml';

/** A text item: the user's HTML through the one sanitiser (a chunk of its own with DOMPurify, fetched only by dashboards with text). */
export function TextItem({ item }: { item: DashboardItem }) {
  const html = useMemo(() => sanitizeHtml(item.content ?? ''), [item.content]);
  return <div data-testid="dashboard-text-item" style={{ height: '100%', overflow: 'auto', padding: 8 }} dangerouslySetInnerHTML={{ __html: html }} />;
}
