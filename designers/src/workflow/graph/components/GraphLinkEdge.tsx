import { BaseEdge, type EdgeProps } from '@xyflow/react';
import { linkPath } from '../model/canvasGeometry';
import { linkColour, selectedColour, type LinkEdge } from './flowElements';

/**
 * A link: a curve from the source's handle down and into the target's from above (bowed sideways
 * when several links share both ends), an arrow, the branch name on it and the branch's condition
 * as its tooltip. Selecting and keyboard focus are @xyflow/react's (the edge's group element).
 */
export function GraphLinkEdge({ id, sourceX, sourceY, targetX, targetY, label, data, selected, markerEnd }: EdgeProps<LinkEdge>) {
  const { d, middle } = linkPath({ x: sourceX, y: sourceY }, { x: targetX, y: targetY }, data?.spread ?? 0);
  return (
    <>
      {data?.summary ? <title>{data.summary}</title> : null}
      <BaseEdge
        id={id}
        path={d}
        markerEnd={markerEnd}
        style={{ stroke: selected ? selectedColour : linkColour, strokeWidth: selected ? 2.5 : 1.5 }}
        label={label}
        labelX={middle.x}
        labelY={middle.y}
        labelStyle={{ fontSize: 12, fill: '#595959' }}
        labelBgStyle={{ fill: '#fafafa' }}
        labelBgPadding={[4, 2]}
        interactionWidth={14}
      />
    </>
  );
}
