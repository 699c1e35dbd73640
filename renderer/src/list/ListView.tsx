import { Empty } from 'antd';
import type { ViewLayoutItem } from '@wharf/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage';
import { ListGrid } from './ListGrid';
import { TreeNodePanel } from './TreeNodePanel';
import type { ListRendererProps } from './types';

/** Rows of the combination layouts' 24-column grid are this tall. */
const layoutRowHeight = 40;

function LayoutView(props: ListRendererProps) {
  const { t } = useTranslation();
  const items = props.definition.layoutItems ?? [];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', gridAutoRows: layoutRowHeight, gap: 8 }}>
      {items.map((item: ViewLayoutItem, index) => (
        <section key={`${item.componentType}-${item.code}-${index}`} style={{ gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}`, overflow: 'auto', minWidth: 0 }}>
          {item.title ? <h4 style={{ margin: '0 0 8px' }}>{item.title}</h4> : null}
          {props.renderLayoutItem?.(item) ?? <Empty description={t('list.layout.unavailable', { code: item.code })} />}
        </section>
      ))}
    </div>
  );
}

function TreeView(props: ListRendererProps) {
  const [filter, setFilter] = useState<{ colCode: string; value: string }>();
  const [error, setError] = useState<string>();
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <aside style={{ width: 240, flex: 'none', overflow: 'auto' }}>
        {props.definition.tree ? <TreeNodePanel tree={props.definition.tree} {...(props.services.sqlOptions ? { sqlOptions: props.services.sqlOptions } : {})} onFilter={setFilter} onError={(e) => setError(errorMessage(e, t('list.message.loadFailed')))} /> : null}
        {error ? <div role="alert" style={{ color: '#cf1322' }}>{error}</div> : null}
      </aside>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListGrid {...props} {...(filter ? { extraQuery: { [filter.colCode]: filter.value } } : {})} />
      </div>
    </div>
  );
}

/** The list page of a view by its type (spec §9): table and mobile as a grid, tree with its navigation, combinations as a 24-column layout. */
export default function ListView(props: ListRendererProps) {
  switch (props.definition.viewType) {
    case 'layout':
    case 'dragLayout':
      return <LayoutView {...props} />;
    case 'tree':
      return <TreeView {...props} />;
    default:
      return <ListGrid {...props} />;
  }
}
