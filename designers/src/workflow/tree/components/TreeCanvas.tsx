import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedBox, TreeLayout } from '../model/treeLayout';

const margin = 40;
const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5] as const;

/** An orthogonal line from the bottom middle of one box to the top middle of another. */
function linePath(from: PlacedBox, to: PlacedBox): string {
  const x1 = from.x + from.width / 2;
  const y1 = from.y + from.height;
  const x2 = to.x + to.width / 2;
  const y2 = to.y;
  if (x1 === x2) return `M${x1},${y1} V${y2}`;
  // Branch lines leave and meet their column: turn halfway when going down into a branch, at the end when coming back.
  const turnAt = to.width <= 8 ? y2 : y1 + Math.min(16, (y2 - y1) / 2);
  return `M${x1},${y1} V${turnAt} H${x2} V${y2}`;
}

/**
 * Draws a laid-out tree: each box at its place, the lines between them, centred in a scrolling area
 * with zoom buttons. The boxes themselves are given by `renderBox`.
 */
export function TreeCanvas(props: { layout: TreeLayout; renderBox(box: PlacedBox): ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [zoomIndex, setZoomIndex] = useState(2);
  const zoom = zoomSteps[zoomIndex]!;
  const { boxes, lines } = props.layout;
  const frame = useMemo(() => {
    const left = Math.min(...boxes.map((box) => box.x)) - margin;
    const right = Math.max(...boxes.map((box) => box.x + box.width)) + margin;
    const bottom = Math.max(...boxes.map((box) => box.y + box.height)) + margin;
    return { left, top: -margin, width: right - left, height: bottom + margin };
  }, [boxes]);
  const byId = useMemo(() => new Map(boxes.map((box) => [box.id, box])), [boxes]);
  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 480, background: '#f5f5f7', overflow: 'auto', fontFamily: token.fontFamily }} data-tree-canvas>
      <Space style={{ position: 'sticky', top: 8, left: 8, zIndex: 2, marginInlineStart: 8 }}>
        <Button size="small" aria-label={t('designer.workflow.canvas.zoomOut')} icon={<MinusOutlined />} disabled={zoomIndex === 0} onClick={() => setZoomIndex(zoomIndex - 1)} />
        <span aria-live="polite">{Math.round(zoom * 100)}%</span>
        <Button size="small" aria-label={t('designer.workflow.canvas.zoomIn')} icon={<PlusOutlined />} disabled={zoomIndex === zoomSteps.length - 1} onClick={() => setZoomIndex(zoomIndex + 1)} />
      </Space>
      <div style={{ width: frame.width * zoom, height: frame.height * zoom, margin: '0 auto', position: 'relative' }}>
        <div style={{ position: 'absolute', left: 0, top: 0, width: frame.width, height: frame.height, transform: `scale(${zoom})`, transformOrigin: '0 0' }}>
          <svg width={frame.width} height={frame.height} style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none' }} aria-hidden>
            <g transform={`translate(${-frame.left},${-frame.top})`} stroke="#b8b8c0" strokeWidth={2} fill="none">
              {lines.map((line) => {
                const from = byId.get(line.source);
                const to = byId.get(line.target);
                return from && to ? <path key={line.id} d={linePath(from, to)} /> : null;
              })}
            </g>
          </svg>
          {boxes.map((box) => (
            <div key={box.id} data-box={box.id} style={{ position: 'absolute', left: box.x - frame.left, top: box.y - frame.top, width: box.width, height: box.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              {props.renderBox(box)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
