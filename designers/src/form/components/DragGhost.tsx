import { isLanguage } from '@wharf/engine';
import { FieldWidgetPreview } from '@wharf/renderer/FieldWidgetPreview';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DragSource } from '../model/dropActions';
import { findContainer } from '../model/layoutAreas';
import { useDesigner, useDesignerContext } from './designerContext';

/**
 * What follows the pointer while dragging (dnd-kit's DragOverlay): a card with the dragged
 * palette item's name, or the dragged entry's title over its real widget. The original stays in
 * place, faded, until the drop; the insertion marker shows where the ghost will land.
 */
export function DragGhost({ source }: { source: Exclude<DragSource, { source: 'resize' }> }) {
  const { t, i18n } = useTranslation();
  const { services } = useDesignerContext();
  const title = useDesigner((state) => {
    if (source.source === 'palette') return t(`designer.form.palette.${source.kind}`);
    const { ref } = source;
    if (ref.kind === 'field') return state.definition.fields.find((field) => field.colCode === ref.colCode)?.title ?? ref.colCode;
    if (ref.kind === 'subTable') return state.definition.subTables?.find((sub) => sub.tableName === ref.tableName)?.title ?? ref.tableName;
    return findContainer(state.definition.layout?.[state.device], ref.key)?.title ?? ref.key;
  });
  const field = useDesigner((state) => (source.source === 'entry' && source.ref.kind === 'field' ? state.definition.fields.find((each) => source.ref.kind === 'field' && each.colCode === source.ref.colCode) : undefined));
  return (
    <Card size="small" data-drag-ghost={source.source === 'palette' ? `palette:${source.kind}` : 'entry'} style={{ width: 260, opacity: 0.92, cursor: 'grabbing', boxShadow: '0 6px 16px rgba(0,0,0,0.16)' }}>
      <Typography.Text strong ellipsis style={{ display: 'block', marginBottom: field ? 4 : 0 }}>
        {title}
      </Typography.Text>
      {field && field.type !== 'divider' && <FieldWidgetPreview field={field} services={services.form} lang={isLanguage(i18n.language) ? i18n.language : undefined} id={`wharf-ghost-${field.colCode}`} />}
    </Card>
  );
}
