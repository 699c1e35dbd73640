import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesigner } from './designerContext';

/** A field as the canvas shows it: its label and a stand-in of its control (the preview shows the real one). */
export function CanvasField({ colCode }: { colCode: string }) {
  const { t } = useTranslation();
  const field = useDesigner((state) => state.definition.fields.find((each) => each.colCode === colCode));
  if (!field) return null;
  if (field.type === 'divider') return <Divider style={{ margin: '4px 0' }}>{field.title}</Divider>;
  const marks = [field.required === 'Y' || field.requiredCondition ? '*' : '', field.hidden === 'Y' ? t('designer.form.canvas.hiddenMark') : '', field.computed ? 'ƒ' : ''].filter(Boolean).join(' ');
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis style={{ display: 'block', color: field.style?.color, textAlign: field.style?.textAlign }}>
        {marks && <span style={{ color: '#ff4d4f', marginInlineEnd: 4 }}>{marks}</span>}
        {field.title}
      </Typography.Text>
      <div
        aria-hidden
        style={{ marginTop: 4, padding: '2px 8px', border: '1px solid #d9d9d9', borderRadius: 4, color: '#8c8c8c', fontSize: 12, background: field.style?.background ?? '#fafafa', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {t(`designer.form.palette.${field.type}`)} · {field.colCode}
      </div>
    </div>
  );
}
