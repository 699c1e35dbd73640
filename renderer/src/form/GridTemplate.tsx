import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Card, Tabs } from 'antd';
import { useContext, useEffect, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
import { useStore } from 'zustand';
import { gridBands } from './gridBands';
import { namesInside, resolveLayout, type Placed, type PlacedContainer } from './layout';
import { FormDeviceContext, useFormRuntime } from './runtimeContext';

// 23 fixed gaps of 16 px alone are 368 px, wider than a phone's form (spec §4): the gap shrinks on a narrow form.
const gridStyle: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(24, minmax(0, 1fr))', columnGap: 'min(16px, calc((100% - 24px) / 23))', alignItems: 'start' };

// A band of fields only (no sub-table grid, group or tab set) is laid out and painted apart from the page:
// a keystroke re-lays out its band's few items instead of the whole form's grid, and paints only
// that band — the others are copied from Chromium's paint cache as whole units. Paint containment
// clips at the band's edge; the clip margin keeps a focused input's ring (2 px) and shadows whole.
const containedBandStyle: CSSProperties = { ...gridStyle, contain: 'layout style paint', overflowClipMargin: '8px' };

function cellStyle(placed: Placed, firstRow: number): CSSProperties {
  return { gridColumn: `${placed.x + 1} / span ${placed.w}`, gridRow: `${placed.y - firstRow + 1} / span ${placed.h}`, minWidth: 0 };
}

type Contents = ReadonlyMap<string, ReactElement>;

/**
 * The placed items on the 24-column grid, drawn as bands of rows one under the other (`gridBands`):
 * the same picture as one grid, at a fraction of the layout and paint work per change.
 */
function Grid({ items, contents }: { items: readonly Placed[]; contents: Contents }) {
  const runtime = useFormRuntime();
  const bands = useMemo(() => gridBands(items), [items]);
  return (
    <>
      {bands.map((band) => {
        const fieldsOnly = band.items.every((placed) => placed.kind === 'item' && runtime.fieldsByCode.has(placed.name));
        return (
          <div key={band.firstRow} className="wharf-form-grid" style={fieldsOnly ? containedBandStyle : gridStyle}>
            {band.items.map((placed) => (
              <div key={placed.kind === 'item' ? placed.name : `#${placed.key}`} style={cellStyle(placed, band.firstRow)}>
                {placed.kind === 'item' ? contents.get(placed.name) ?? null : <Container container={placed} contents={contents} />}
              </div>
            ))}
          </div>
        );
      })}
    </>
  );
}

function TabSet({ container, contents }: { container: PlacedContainer; contents: Contents }) {
  const runtime = useFormRuntime();
  const [active, setActive] = useState(container.tabs[0]?.key);
  const reveal = useStore(runtime.store, (state) => state.reveal);
  // A message on a field of a hidden tab opens that tab, so the user sees what to correct.
  useEffect(() => {
    if (!reveal) return;
    const tab = container.tabs.find((t) => t.children.some((child) => namesInside(child).includes(reveal.colCode)));
    if (tab) setActive(tab.key);
  }, [reveal, container]);
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={container.tabs.map((tab) => ({ key: tab.key, label: tab.title, forceRender: true, children: <Grid items={tab.children} contents={contents} /> }))}
    />
  );
}

function Container({ container, contents }: { container: PlacedContainer; contents: Contents }) {
  if (container.kind === 'tabs') return <TabSet container={container} contents={contents} />;
  return (
    <Card size="small" title={container.title} style={{ marginBottom: 16 }}>
      <Grid items={container.children} contents={contents} />
    </Card>
  );
}

/**
 * rjsf's ObjectFieldTemplate for the form's root: places each property (a field or a sub-table) on
 * the 24-column grid of the device's layout, inside its group or tab. Drawn once; fields update
 * themselves.
 */
export function GridTemplate(props: ObjectFieldTemplateProps) {
  const runtime = useFormRuntime();
  const device = useContext(FormDeviceContext);
  const layout = useMemo(() => resolveLayout(runtime.definition, device), [runtime, device]);
  const contents = useMemo(() => new Map(props.properties.map((property) => [property.name, property.content])), [props.properties]);
  return <Grid items={layout.items} contents={contents} />;
}
