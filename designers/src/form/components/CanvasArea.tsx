import { useDroppable } from '@dnd-kit/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DropTarget } from '../model/dropActions';
import { areaId, entriesInArea, entryId, gridColumns, type AreaRef } from '../model/layoutAreas';
import { CanvasEntry } from './CanvasEntry';
import { InsertionLine } from './InsertionLine';
import { useInsertionMarker } from './useInsertionMarker';
import { useDesigner } from './designerContext';

/** One 24-column drop area: the form's top level, a group's inside or one tab. */
export function CanvasArea({ area }: { area: AreaRef }) {
  const { t } = useTranslation();
  const layout = useDesigner((state) => state.definition.layout?.[state.device]);
  const entries = entriesInArea(layout, area);
  const data: DropTarget = { target: 'area', area };
  const { setNodeRef, isOver } = useDroppable({ id: areaId(area), data });
  const marker = useInsertionMarker(data, isOver);
  return (
    <div
      ref={setNodeRef}
      data-area={areaId(area)}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${gridColumns}, minmax(0, 1fr))`,
        gap: 8,
        position: 'relative',
        minHeight: 56,
        padding: 8,
        borderRadius: 6,
        border: `1px dashed ${marker ? '#1677ff' : '#d9d9d9'}`,
        background: marker ? 'rgba(22,119,255,0.06)' : undefined,
      }}
    >
      {entries.map((entry) => (
        <CanvasEntry key={entryId(entry.ref)} entry={entry} index={entries.indexOf(entry)} count={entries.length} />
      ))}
      {marker && <InsertionLine side={marker} />}
      {entries.length === 0 && (
        <Typography.Text type="secondary" style={{ gridColumn: `span ${gridColumns}`, alignSelf: 'center', textAlign: 'center' }}>
          {t('designer.form.canvas.dropHere')}
        </Typography.Text>
      )}
    </div>
  );
}
