import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { LocalisedText, ReportDefinition } from '@wharf/schemas';
import { Button, Checkbox, ColorPicker, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { isGauge } from '../model/chartTypes';

/** The four interface languages a title is given in (spec §9). */
export const titleLanguages = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'] as const;

type NumberFormat = NonNullable<ReportDefinition['numberFormat']>;

/** Sets one language of the localised title; an emptied language is dropped, and an empty set is no set. */
export function withTitleIn(titles: LocalisedText | undefined, lang: (typeof titleLanguages)[number], text: string): LocalisedText | undefined {
  const next: Record<string, string> = { ...titles };
  if (text.trim()) next[lang] = text;
  else delete next[lang];
  return Object.keys(next).length > 0 ? (next as LocalisedText) : undefined;
}

function withFormat(format: NumberFormat | undefined, patch: Partial<NumberFormat>): NumberFormat | undefined {
  const next: Record<string, unknown> = { ...format, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === false || next[key] === '') delete next[key];
  return Object.keys(next).length > 0 ? (next as NumberFormat) : undefined;
}

export interface StyleSettingsProps {
  widget: ReportDefinition;
  onChange(patch: Partial<ReportDefinition>): void;
}

/**
 * How the widget looks: its title (and the title in each interface language), number format,
 * colours, legend, the gauge range (gauges only) and how often it refreshes.
 */
export function StyleSettings({ widget, onChange }: StyleSettingsProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`designer.report.style.${key}`);
  const format = widget.numberFormat;
  const colours = widget.colors ?? [];
  const setColours = (next: string[]) => onChange({ colors: next.length > 0 ? next : undefined });
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={label('title')}>
        <Input aria-label={label('title')} maxLength={200} value={widget.title ?? ''} onChange={(event) => onChange({ title: event.target.value || undefined })} />
      </Form.Item>
      <Form.Item label={label('titleI18n')} extra={label('titleI18nHint')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {titleLanguages.map((lang) => (
            <Input
              key={lang}
              prefix={<span style={{ minWidth: 64, opacity: 0.65 }}>{t(`designer.report.language.${lang}`)}</span>}
              aria-label={t('designer.report.style.titleIn', { language: t(`designer.report.language.${lang}`) })}
              maxLength={200}
              value={widget.titleI18n?.[lang] ?? ''}
              onChange={(event) => onChange({ titleI18n: withTitleIn(widget.titleI18n, lang, event.target.value) })}
            />
          ))}
        </Space>
      </Form.Item>
      <Form.Item label={label('numberFormat')}>
        <Space wrap>
          <InputNumber aria-label={label('decimals')} placeholder={label('decimals')} min={0} max={30} precision={0} value={format?.decimals ?? null} onChange={(value) => onChange({ numberFormat: withFormat(format, { decimals: typeof value === 'number' ? value : undefined }) })} />
          <Checkbox checked={Boolean(format?.thousands)} onChange={(event) => onChange({ numberFormat: withFormat(format, { thousands: event.target.checked }) })}>{label('thousands')}</Checkbox>
          <Checkbox checked={Boolean(format?.percent)} onChange={(event) => onChange({ numberFormat: withFormat(format, { percent: event.target.checked }) })}>{label('percent')}</Checkbox>
          <Input aria-label={label('unit')} placeholder={label('unit')} maxLength={20} style={{ width: 90 }} value={format?.unit ?? ''} onChange={(event) => onChange({ numberFormat: withFormat(format, { unit: event.target.value }) })} />
        </Space>
      </Form.Item>
      <Form.Item label={label('colours')}>
        <Space wrap>
          {colours.map((colour, index) => (
            <Space.Compact key={index}>
              <ColorPicker aria-label={t('designer.report.style.colourAt', { position: index + 1 })} value={colour} disabledAlpha onChange={(value) => setColours(colours.map((c, i) => (i === index ? value.toHexString() : c)))} />
              <Button aria-label={t('designer.report.style.removeColour', { position: index + 1 })} icon={<DeleteOutlined />} onClick={() => setColours(colours.filter((_c, i) => i !== index))} />
            </Space.Compact>
          ))}
          {colours.length < 30 ? <Button icon={<PlusOutlined />} onClick={() => setColours([...colours, '#5470c6'])}>{label('addColour')}</Button> : null}
        </Space>
      </Form.Item>
      <Form.Item label={label('legend')}>
        <Switch aria-label={label('legend')} checked={widget.showLegend ?? true} onChange={(checked) => onChange({ showLegend: checked ? undefined : false })} />
      </Form.Item>
      {isGauge(widget.chartType) ? (
        <Form.Item label={label('gaugeRange')}>
          <Space>
            <InputNumber aria-label={label('gaugeMin')} placeholder={label('gaugeMin')} value={widget.gaugeMin ?? null} onChange={(value) => onChange({ gaugeMin: typeof value === 'number' ? value : undefined })} />
            <InputNumber aria-label={label('gaugeMax')} placeholder={label('gaugeMax')} value={widget.gaugeMax ?? null} onChange={(value) => onChange({ gaugeMax: typeof value === 'number' ? value : undefined })} />
          </Space>
        </Form.Item>
      ) : null}
      <Form.Item label={label('refreshSeconds')} extra={label('refreshHint')}>
        <InputNumber aria-label={label('refreshSeconds')} min={0} max={86400} precision={0} value={widget.refreshSeconds ?? null} onChange={(value) => onChange({ refreshSeconds: typeof value === 'number' && value > 0 ? value : undefined })} />
      </Form.Item>
    </Form>
  );
}
