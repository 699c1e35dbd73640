import { isLanguage } from '@wharf/engine';
import { FieldWidgetPreview } from '@wharf/renderer/FieldWidgetPreview';
import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner, useDesignerContext } from './designerContext';

/**
 * A field as the canvas shows it: its label (with marks for required, hidden and computed) over the
 * real widget the published form draws (the renderer's, inert), so the canvas looks like the form.
 */
export function CanvasField({ colCode }: { colCode: string }) {
  const { t, i18n } = useTranslation();
  const { services } = useDesignerContext();
  const field = useDesigner((state) => state.definition.fields.find((each) => each.colCode === colCode));
  if (!field) return null;
  if (field.type === 'divider') return <Divider style={{ margin: '4px 0' }}>{field.title}</Divider>;
  const marks = [field.required === 'Y' || field.requiredCondition ? '*' : '', field.hidden === 'Y' ? t('designer.form.canvas.hiddenMark') : '', field.computed ? 'ƒ' : ''].filter(Boolean).join(' ');
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 6, minWidth: 0, marginBottom: 4 }}>
        <Typography.Text strong ellipsis style={{ color: field.style?.color, textAlign: field.style?.textAlign, flex: 1, minWidth: 0 }}>
          {marks && <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>{marks}</span>}
          {field.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 11, flexShrink: 0 }}>
          {field.colCode}
        </Typography.Text>
      </div>
      <FieldWidgetPreview field={field} services={services.form} lang={isLanguage(i18n.language) ? i18n.language : undefined} id={`wharf-canvas-${field.colCode}`} />
    </div>
  );
}
