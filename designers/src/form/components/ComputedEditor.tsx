import { parseExpression } from '@wharf/engine';
import { Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEngineLanguage } from './useEngineLanguage';

/** A computed field's expression (engine expressions: arithmetic, comparisons, functions; never code), parsed as it is typed. */
export function ComputedEditor({ value, readOnly, onChange }: { value: string | undefined; readOnly: boolean; onChange(next: string | undefined): void }) {
  const { t } = useTranslation();
  const lang = useEngineLanguage();
  const parsed = value ? parseExpression(value, lang) : undefined;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input
        aria-label={t('designer.form.computed.expression')}
        placeholder="qty * price"
        style={{ fontFamily: 'monospace' }}
        value={value ?? ''}
        disabled={readOnly}
        maxLength={2000}
        status={parsed && !parsed.ok ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value.trim() === '' ? undefined : event.target.value)}
      />
      {parsed && !parsed.ok ? (
        <Typography.Text type="danger">
          {parsed.error.message} ({parsed.error.path})
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('designer.form.computed.hint')}</Typography.Text>
      )}
    </Space>
  );
}
