import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { findContainer } from '../model/layoutAreas';
import { CanvasArea } from './CanvasArea';
import { useDesigner, useDesignerContext } from './designerContext';

/** A group (a card with its own grid, as the form draws it) or a tab set (one grid per tab) on the canvas. */
export function CanvasContainer({ containerKey }: { containerKey: string }) {
  const { store } = useDesignerContext();
  const box = useDesigner((state) => findContainer(state.definition.layout?.[state.device], containerKey));
  const selectedTab = useDesigner((state) => (state.selection?.kind === 'container' && state.selection.key === containerKey ? state.selection.tab : undefined));
  const [ownTab, setOwnTab] = useState<string>();
  if (!box) return null;
  if (box.kind === 'group') {
    // A group is a card in the published form (the renderer's GridTemplate): the same here.
    return (
      <Card size="small" title={box.title || undefined} styles={{ body: { padding: 8 } }}>
        <CanvasArea area={{ container: box.key }} />
      </Card>
    );
  }
  const tabs = box.tabs ?? [];
  const active = tabs.find((tab) => tab.key === (selectedTab ?? ownTab))?.key ?? tabs[0]?.key;
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={(tab) => {
        setOwnTab(tab);
        // Choosing a tab selects the tab set with that tab, so a palette click adds onto it.
        store.getState().select({ kind: 'container', key: box.key, tab });
      }}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.title, children: <CanvasArea area={{ container: box.key, tab: tab.key }} /> }))}
    />
  );
}
