import { useDraggable } from '@dnd-kit/core';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DragSource } from '../model/dropActions';
import { paletteSections, type PaletteKind } from '../model/paletteItems';

interface PaletteItemProps {
  kind: PaletteKind;
  disabled: boolean;
  onAdd(kind: PaletteKind): void;
}

function PaletteItem({ kind, disabled, onAdd }: PaletteItemProps) {
  const { t } = useTranslation();
  const data: DragSource = { source: 'palette', kind };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `palette:${kind}`, data, disabled });
  const name = t(`designer.form.palette.${kind}`);
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      size="small"
      block
      disabled={disabled}
      data-palette-kind={kind}
      aria-label={t('designer.form.palette.addItem', { name })}
      style={{ opacity: isDragging ? 0.5 : 1, justifyContent: 'flex-start', cursor: 'grab' }}
      // A click (no drag) adds at the insertion point; this is also the way the browser test and keyboard users add.
      onClick={() => onAdd(kind)}
    >
      {name}
    </Button>
  );
}

/** The field types, sub-table and layout containers a builder drags onto the canvas (or clicks to add). */
export function Palette({ disabled, onAdd }: { disabled: boolean; onAdd(kind: PaletteKind): void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('designer.form.palette.title')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {paletteSections.map((section) => (
        <section key={section.key} aria-label={t(`designer.form.palette.section.${section.key}`)}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`designer.form.palette.section.${section.key}`)}
          </Typography.Text>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, marginTop: 4 }}>
            {section.kinds.map((kind) => (
              <PaletteItem key={kind} kind={kind} disabled={disabled} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
