import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import { Alert, AutoComplete, Input, InputNumber, Radio, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalisedTextFields, PropertyRow, RichTextBox } from '../../grid/PropertyFields';
import { selectOptions, type CodeOption } from '../../grid/useCodeOptions';
import { hiddenWidgetChoices, isCodedType, isListType, type CodedWidgetType } from '../model/portalEdits';
import { SectionTitle } from '../../shared/headings/SectionTitle';

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);

interface SettingsProps {
  portal: PortalDefinition;
  portals: readonly CodeOption[];
  roles: readonly CodeOption[];
  /** The base portal's widgets (undefined while loading or when it could not be read). */
  baseWidgets: readonly PortalWidget[] | undefined;
  update(patch: Partial<PortalDefinition>, coalesce?: string): void;
  setBase(code: string | undefined): void;
  disabled?: boolean;
}

/** The portal's settings: name, titles, type, default, and the role override (base, roles, hidden base widgets). */
export function PortalSettingsPanel({ portal, portals, roles, baseWidgets, update, setBase, disabled }: SettingsProps) {
  const { t } = useTranslation();
  const isOverride = Boolean(portal.basePortalCode);
  return (
    <div data-panel="portal">
      <SectionTitle>{t('designer.portal.settings')}</SectionTitle>
      <PropertyRow label={t('designer.portal.code')}>
        <Input size="small" value={portal.portalCode} disabled aria-label={t('designer.portal.code')} />
      </PropertyRow>
      <PropertyRow label={t('designer.portal.name')}>
        <Input size="small" aria-label={t('designer.portal.name')} disabled={disabled} maxLength={100} value={portal.portalName} onChange={(event) => update({ portalName: event.target.value }, 'portalName')} />
      </PropertyRow>
      <LocalisedTextFields label={t('designer.portal.titleI18n')} disabled={disabled} value={portal.titleI18n} onChange={(titleI18n) => update({ titleI18n }, 'titleI18n')} />
      <PropertyRow label={t('designer.portal.portalType')}>
        <Radio.Group size="small" disabled={disabled} aria-label={t('designer.portal.portalType')} value={portal.portalType ?? '1'} onChange={(event) => update({ portalType: event.target.value as '1' | '2' })}>
          <Radio value="1">{t('designer.portal.type1')}</Radio>
          <Radio value="2">{t('designer.portal.type2')}</Radio>
        </Radio.Group>
      </PropertyRow>
      <PropertyRow label={t('designer.portal.isDefault')} hint={t('designer.portal.isDefaultHint')}>
        <Switch size="small" aria-label={t('designer.portal.isDefault')} disabled={disabled || isOverride} checked={portal.isDefault ?? false} onChange={(isDefault) => update({ isDefault: isDefault || undefined })} />
      </PropertyRow>
      <SectionTitle>{t('designer.portal.override')}</SectionTitle>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('designer.portal.overrideHint')}</Typography.Paragraph>
      <PropertyRow label={t('designer.portal.basePortalCode')}>
        <Select
          size="small"
          allowClear
          showSearch
          aria-label={t('designer.portal.basePortalCode')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={portal.basePortalCode}
          optionFilterProp="label"
          options={selectOptions(portals.filter((option) => option.code !== portal.portalCode), portal.basePortalCode)}
          onChange={(code?: string) => setBase(code)}
        />
      </PropertyRow>
      <PropertyRow label={t('designer.portal.roleCodes')} hint={t('designer.portal.roleCodesHint')}>
        <Select
          size="small"
          mode="tags"
          aria-label={t('designer.portal.roleCodes')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={portal.roleCodes ?? []}
          options={selectOptions(roles)}
          onChange={(roleCodes: string[]) => update({ roleCodes: roleCodes.map((code) => code.trim()).filter(Boolean) })}
        />
      </PropertyRow>
      {isOverride && (
        <PropertyRow label={t('designer.portal.hiddenWidgetIds')}>
          {baseWidgets === undefined && <Alert type="warning" showIcon title={t('designer.portal.baseWidgetsUnavailable')} style={{ marginBottom: 4 }} />}
          <Select
            size="small"
            mode="multiple"
            allowClear
            aria-label={t('designer.portal.hiddenWidgetIds')}
            disabled={disabled}
            style={{ width: '100%' }}
            value={portal.hiddenWidgetIds ?? []}
            options={[
              ...hiddenWidgetChoices(baseWidgets ?? []).map((choice) => ({ value: choice.widgetId, label: choice.label })),
              // Hidden ids the base no longer has stay visible, so they can be taken off.
              ...(portal.hiddenWidgetIds ?? []).filter((id) => !(baseWidgets ?? []).some((widget) => widget.widgetId === id)).map((id) => ({ value: id, label: id })),
            ]}
            onChange={(hiddenWidgetIds: string[]) => update({ hiddenWidgetIds })}
          />
        </PropertyRow>
      )}
    </div>
  );
}

interface WidgetPanelProps {
  portal: PortalDefinition;
  widget: PortalWidget;
  codes: { readonly [T in CodedWidgetType]: readonly CodeOption[] };
  baseWidgets: readonly PortalWidget[] | undefined;
  update(patch: Partial<PortalWidget>, coalesce?: string): void;
  disabled?: boolean;
}

/** The selected widget's properties: id (an override's widget replaces the base's of the same id), titles and what its type needs. */
export function PortalWidgetPanel({ portal, widget, codes, baseWidgets, update, disabled }: WidgetPanelProps) {
  const { t } = useTranslation();
  const type = widget.widgetType;
  const replaces = portal.basePortalCode !== undefined && (baseWidgets ?? []).some((base) => base.widgetId === widget.widgetId);
  return (
    <div data-panel={`widget:${widget.widgetId}`}>
      <SectionTitle>{t(`designer.portal.palette.${type}`)}</SectionTitle>
      <PropertyRow label={t('designer.portal.widget.widgetId')}>
        <AutoComplete
          size="small"
          aria-label={t('designer.portal.widget.widgetId')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={widget.widgetId}
          options={portal.basePortalCode ? (baseWidgets ?? []).map((base) => ({ value: base.widgetId, label: base.title ? `${base.title} (${base.widgetId})` : base.widgetId })) : []}
          onChange={(widgetId: string) => update({ widgetId: widgetId.trim() }, `widgetId:${widget.widgetId}`)}
        />
        {replaces && <Tag color="orange" style={{ marginTop: 4 }}>{t('designer.portal.widget.replacesBase')}</Tag>}
      </PropertyRow>
      <PropertyRow label={t('designer.portal.widget.title')}>
        <Input size="small" aria-label={t('designer.portal.widget.title')} disabled={disabled} maxLength={200} value={widget.title ?? ''} onChange={(event) => update({ title: blankToUndefined(event.target.value) }, `title:${widget.widgetId}`)} />
      </PropertyRow>
      <LocalisedTextFields label={t('designer.portal.widget.titleI18n')} disabled={disabled} value={widget.titleI18n} onChange={(titleI18n) => update({ titleI18n }, `titleI18n:${widget.widgetId}`)} />
      {isCodedType(type) && (
        <PropertyRow label={t(`designer.portal.widget.code.${type}`)}>
          {/* Picked from the published ones, or typed (a portal designer may not read every kind's list). */}
          <AutoComplete
            size="small"
            aria-label={t(`designer.portal.widget.code.${type}`)}
            disabled={disabled}
            style={{ width: '100%' }}
            value={widget.code ?? ''}
            options={selectOptions(codes[type])}
            filterOption={(input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
            onChange={(code: string) => update({ code: code.trim() || undefined }, `code:${widget.widgetId}`)}
            onSelect={(code: string) => update({ code, title: widget.title || codes[type].find((option) => option.code === code)?.name })}
          />
        </PropertyRow>
      )}
      {isListType(type) && (
        <PropertyRow label={t('designer.portal.widget.limit')}>
          <InputNumber size="small" aria-label={t('designer.portal.widget.limit')} disabled={disabled} min={1} max={50} precision={0} value={widget.limit} onChange={(value) => update({ limit: typeof value === 'number' ? value : undefined }, `limit:${widget.widgetId}`)} />
        </PropertyRow>
      )}
      {(type === 'iframe' || type === 'image') && (
        <PropertyRow label={t(type === 'iframe' ? 'designer.portal.widget.url' : 'designer.portal.widget.imageUrl')}>
          <Input size="small" aria-label={t(type === 'iframe' ? 'designer.portal.widget.url' : 'designer.portal.widget.imageUrl')} disabled={disabled} maxLength={2000} value={widget.url ?? ''} onChange={(event) => update({ url: event.target.value }, `url:${widget.widgetId}`)} />
        </PropertyRow>
      )}
      {type === 'text' && <RichTextBox label={t('designer.portal.widget.content')} disabled={disabled} value={widget.content} onChange={(content) => update({ content }, `content:${widget.widgetId}`)} />}
      {type === 'quickMenu' && <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('designer.portal.widget.quickMenuHint')}</Typography.Paragraph>}
    </div>
  );
}
