import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import type { LabelValue } from '@wharf/schemas';
import { useTranslation } from 'react-i18next';

/** The fixed options list of a choice field (label and value per row). */
export function OptionsEditor({ options, readOnly, onChange }: { options: readonly LabelValue[]; readOnly: boolean; onChange(next: LabelValue[]): void }) {
  const { t } = useTranslation();
  const values = options.map((option) => String(option.value ?? ''));
  const set = (index: number, patch: Partial<LabelValue>) => onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {options.map((option, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input aria-label={t('designer.form.options.label')} placeholder={t('designer.form.options.label')} value={option.label} disabled={readOnly} maxLength={200} onChange={(event) => set(index, { label: event.target.value })} />
          <Input
            aria-label={t('designer.form.options.value')}
            placeholder={t('designer.form.options.value')}
            value={String(option.value ?? '')}
            disabled={readOnly}
            status={values.indexOf(String(option.value ?? '')) !== index ? 'error' : undefined}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          <Button aria-label={t('designer.form.options.remove')} icon={<DeleteOutlined />} disabled={readOnly} onClick={() => onChange(options.filter((_, i) => i !== index))} />
        </Space.Compact>
      ))}
      {values.some((value, index) => values.indexOf(value) !== index) && <Typography.Text type="danger">{t('designer.form.options.duplicate')}</Typography.Text>}
      <Button
        icon={<PlusOutlined />}
        disabled={readOnly || options.length >= 1000}
        onClick={() => onChange([...options, { label: t('designer.form.defaults.option', { n: options.length + 1 }), value: String(options.length + 1) }])}
      >
        {t('designer.form.options.add')}
      </Button>
    </Space>
  );
}
