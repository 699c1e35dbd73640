import type { DashboardDefinition, DashboardFilter, DashboardItem } from '@wharf/schemas';
import { AutoComplete, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalisedTextFields, PropertyRow, RichTextBox } from '../../grid/PropertyFields';
import { defaultLargeScreen, filterTargetChoices } from '../model/dashboardEdits';
import type { CodeOption, DimensionOption } from '../types';
import { selectOptions } from '../../grid/useCodeOptions';
import { SectionTitle } from '../../shared/headings/SectionTitle';

/** An edit of the dashboard; `coalesce` joins typing in one box into one undo step. */
export type DashboardEdit = (change: (dashboard: DashboardDefinition) => DashboardDefinition, coalesce?: string) => void;

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text);
const numberOrUndefined = (value: number | string | null) => (typeof value === 'number' ? value : undefined);

/** The dashboard's own settings: name, titles, refresh, row height, large-screen size and theme. */
export function DashboardSettingsPanel({ dashboard, onEdit, update, disabled }: { dashboard: DashboardDefinition; onEdit: DashboardEdit; update(patch: Partial<DashboardDefinition>, coalesce?: string): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const screen = dashboard.largeScreen ?? {};
  const setScreen = (patch: Partial<NonNullable<DashboardDefinition['largeScreen']>>, coalesce?: string) =>
    onEdit((current) => {
      const next = Object.fromEntries(Object.entries({ ...current.largeScreen, ...patch }).filter(([, value]) => value !== undefined));
      return { ...current, largeScreen: Object.keys(next).length ? next : undefined } as DashboardDefinition;
    }, coalesce);
  return (
    <div data-panel="dashboard">
      <SectionTitle>{t('designer.dashboard.settings')}</SectionTitle>
      <PropertyRow label={t('designer.dashboard.code')}>
        <Input size="small" value={dashboard.dashboardCode} disabled aria-label={t('designer.dashboard.code')} />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.name')}>
        <Input size="small" aria-label={t('designer.dashboard.name')} disabled={disabled} maxLength={100} value={dashboard.dashboardName} onChange={(event) => update({ dashboardName: event.target.value }, 'dashboardName')} />
      </PropertyRow>
      <LocalisedTextFields label={t('designer.dashboard.titleI18n')} disabled={disabled} value={dashboard.titleI18n} onChange={(titleI18n) => update({ titleI18n }, 'titleI18n')} />
      <PropertyRow label={t('designer.dashboard.refreshSeconds')} hint={t('designer.dashboard.refreshHint')}>
        <InputNumber size="small" aria-label={t('designer.dashboard.refreshSeconds')} disabled={disabled} min={0} max={86400} precision={0} value={dashboard.refreshSeconds} onChange={(value) => update({ refreshSeconds: numberOrUndefined(value) }, 'refreshSeconds')} />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.rowHeight')}>
        <InputNumber size="small" aria-label={t('designer.dashboard.rowHeight')} disabled={disabled} min={10} max={400} precision={0} value={dashboard.rowHeight} onChange={(value) => update({ rowHeight: numberOrUndefined(value) }, 'rowHeight')} />
      </PropertyRow>
      <SectionTitle>{t('designer.dashboard.largeScreen')}</SectionTitle>
      <PropertyRow label={t('designer.dashboard.screenSize')}>
        <InputNumber size="small" aria-label={t('designer.dashboard.screenWidth')} disabled={disabled} min={320} max={7680} precision={0} placeholder={String(defaultLargeScreen.width)} value={screen.width} onChange={(value) => setScreen({ width: numberOrUndefined(value) }, 'screenWidth')} />
        {' × '}
        <InputNumber size="small" aria-label={t('designer.dashboard.screenHeight')} disabled={disabled} min={240} max={4320} precision={0} placeholder={String(defaultLargeScreen.height)} value={screen.height} onChange={(value) => setScreen({ height: numberOrUndefined(value) }, 'screenHeight')} />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.theme')}>
        <Select
          size="small"
          aria-label={t('designer.dashboard.theme')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={screen.theme ?? defaultLargeScreen.theme}
          options={[{ value: 'dark', label: t('designer.dashboard.themeDark') }, { value: 'light', label: t('designer.dashboard.themeLight') }]}
          onChange={(theme: 'dark' | 'light') => setScreen({ theme })}
        />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.background')} hint={t('designer.dashboard.backgroundHint')}>
        <Input size="small" aria-label={t('designer.dashboard.background')} disabled={disabled} maxLength={7} placeholder="#0b1d3a" value={screen.background ?? ''} onChange={(event) => setScreen({ background: blankToUndefined(event.target.value) }, 'background')} />
      </PropertyRow>
    </div>
  );
}

interface ItemPanelProps {
  dashboard: DashboardDefinition;
  item: DashboardItem;
  widgets: readonly CodeOption[];
  dictionaries: readonly CodeOption[];
  dimensions: readonly DimensionOption[];
  updateItem(patch: Partial<DashboardItem>, coalesce?: string): void;
  updateFilter(filterId: string, patch: Partial<DashboardFilter>, coalesce?: string): void;
  disabled?: boolean;
}

/** The selected item's properties: title (four languages), and what its type needs. */
export function DashboardItemPanel({ dashboard, item, widgets, dictionaries, dimensions, updateItem, updateFilter, disabled }: ItemPanelProps) {
  const { t } = useTranslation();
  const filter = item.itemType === 'filter' ? (dashboard.filters ?? []).find((entry) => entry.filterId === item.filterId) : undefined;
  return (
    <div data-panel={`item:${item.itemId}`}>
      <SectionTitle>{t(`designer.dashboard.palette.${item.itemType}`)} · {item.itemId}</SectionTitle>
      <PropertyRow label={t('designer.dashboard.item.title')}>
        <Input size="small" aria-label={t('designer.dashboard.item.title')} disabled={disabled} maxLength={200} value={item.title ?? ''} onChange={(event) => updateItem({ title: blankToUndefined(event.target.value) }, `title:${item.itemId}`)} />
      </PropertyRow>
      <LocalisedTextFields label={t('designer.dashboard.item.titleI18n')} disabled={disabled} value={item.titleI18n} onChange={(titleI18n) => updateItem({ titleI18n }, `titleI18n:${item.itemId}`)} />
      {item.itemType === 'report' && (
        <>
          <PropertyRow label={t('designer.dashboard.item.widget')} hint={t('designer.dashboard.item.widgetHint')}>
            <Select
              size="small"
              showSearch
              aria-label={t('designer.dashboard.item.widget')}
              disabled={disabled}
              style={{ width: '100%' }}
              value={item.widgetCode}
              options={selectOptions(widgets, item.widgetCode)}
              optionFilterProp="label"
              onChange={(widgetCode: string) => updateItem({ widgetCode, title: item.title || widgets.find((widget) => widget.code === widgetCode)?.name })}
            />
          </PropertyRow>
          <PropertyRow label={t('designer.dashboard.item.linkClicks')} hint={t('designer.dashboard.item.linkClicksHint')}>
            <Switch size="small" aria-label={t('designer.dashboard.item.linkClicks')} disabled={disabled} checked={item.linkClicks ?? true} onChange={(linkClicks) => updateItem({ linkClicks: linkClicks ? undefined : false })} />
          </PropertyRow>
          <PropertyRow label={t('designer.dashboard.item.refreshSeconds')} hint={t('designer.dashboard.item.refreshHint')}>
            <InputNumber size="small" aria-label={t('designer.dashboard.item.refreshSeconds')} disabled={disabled} min={0} max={86400} precision={0} value={item.refreshSeconds} onChange={(value) => updateItem({ refreshSeconds: numberOrUndefined(value) }, `refresh:${item.itemId}`)} />
          </PropertyRow>
        </>
      )}
      {item.itemType === 'text' && <RichTextBox label={t('designer.dashboard.item.content')} disabled={disabled} value={item.content} onChange={(content) => updateItem({ content }, `content:${item.itemId}`)} />}
      {item.itemType === 'image' && (
        <PropertyRow label={t('designer.dashboard.item.url')}>
          <Input size="small" aria-label={t('designer.dashboard.item.url')} disabled={disabled} maxLength={2000} value={item.url ?? ''} onChange={(event) => updateItem({ url: event.target.value }, `url:${item.itemId}`)} />
        </PropertyRow>
      )}
      {filter && <FilterPanel dashboard={dashboard} filter={filter} widgets={widgets} dictionaries={dictionaries} dimensions={dimensions} update={(patch, coalesce) => updateFilter(filter.filterId, patch, coalesce)} disabled={disabled} />}
    </div>
  );
}

const controls: ReadonlyArray<DashboardFilter['control']> = ['select', 'multiSelect', 'dateRange', 'text', 'number'];

/** A filter's declaration: title, the dimension it narrows, its control, choices, default and targets. */
function FilterPanel({ dashboard, filter, widgets, dictionaries, dimensions, update, disabled }: { dashboard: DashboardDefinition; filter: DashboardFilter; widgets: readonly CodeOption[]; dictionaries: readonly CodeOption[]; dimensions: readonly DimensionOption[]; update(patch: Partial<DashboardFilter>, coalesce?: string): void; disabled?: boolean }) {
  const { t } = useTranslation();
  const hasChoices = filter.control === 'select' || filter.control === 'multiSelect';
  const dashboardWidgets = [...new Set(dashboard.items.flatMap((item) => (item.itemType === 'report' && item.widgetCode ? [item.widgetCode] : [])))];
  return (
    <div data-panel={`filter:${filter.filterId}`}>
      <SectionTitle>{t('designer.dashboard.filter.heading')}</SectionTitle>
      <PropertyRow label={t('designer.dashboard.filter.title')}>
        <Input size="small" aria-label={t('designer.dashboard.filter.title')} disabled={disabled} maxLength={100} value={filter.title} onChange={(event) => update({ title: event.target.value }, `filterTitle:${filter.filterId}`)} />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.filter.colCode')} hint={t('designer.dashboard.filter.colCodeHint')}>
        <AutoComplete
          size="small"
          aria-label={t('designer.dashboard.filter.colCode')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={filter.colCode}
          options={dimensions.map((dimension) => ({ value: dimension.code, label: `${dimension.name} (${dimension.code})` }))}
          onChange={(colCode: string) => update({ colCode: colCode.trim() }, `colCode:${filter.filterId}`)}
          onSelect={(colCode: string) => {
            // A dimension with a dictionary offers its items, unless the filter already has its choices.
            const dictCode = dimensions.find((dimension) => dimension.code === colCode)?.dictCode;
            if (dictCode && hasChoices && !filter.dictCode && !filter.optionsFrom) update({ colCode, dictCode });
          }}
        />
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.filter.control')}>
        <Select
          size="small"
          aria-label={t('designer.dashboard.filter.control')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={filter.control}
          options={controls.map((control) => ({ value: control, label: t(`designer.dashboard.filter.controls.${control}`) }))}
          onChange={(control: DashboardFilter['control']) => update({ control, defaultValue: undefined, ...(control === 'select' || control === 'multiSelect' ? {} : { dictCode: undefined, optionsFrom: undefined }) })}
        />
      </PropertyRow>
      {hasChoices && (
        <>
          <PropertyRow label={t('designer.dashboard.filter.dictCode')}>
            <Select size="small" allowClear showSearch aria-label={t('designer.dashboard.filter.dictCode')} disabled={disabled} style={{ width: '100%' }} value={filter.dictCode} options={selectOptions(dictionaries, filter.dictCode)} optionFilterProp="label" onChange={(dictCode?: string) => update({ dictCode, ...(dictCode ? { optionsFrom: undefined } : {}) })} />
          </PropertyRow>
          <PropertyRow label={t('designer.dashboard.filter.optionsFrom')} hint={t('designer.dashboard.filter.optionsFromHint')}>
            <Select
              size="small"
              allowClear
              aria-label={t('designer.dashboard.filter.optionsFrom')}
              disabled={disabled}
              style={{ width: '100%' }}
              value={filter.optionsFrom}
              options={selectOptions(widgets.filter((widget) => dashboardWidgets.includes(widget.code)), filter.optionsFrom)}
              onChange={(optionsFrom?: string) => update({ optionsFrom, ...(optionsFrom ? { dictCode: undefined } : {}) })}
            />
          </PropertyRow>
        </>
      )}
      <PropertyRow label={t('designer.dashboard.filter.defaultValue')}>
        {filter.control === 'number' ? (
          <InputNumber size="small" aria-label={t('designer.dashboard.filter.defaultValue')} disabled={disabled} value={typeof filter.defaultValue === 'number' ? filter.defaultValue : undefined} onChange={(value) => update({ defaultValue: numberOrUndefined(value) }, `default:${filter.filterId}`)} />
        ) : (
          <Input size="small" aria-label={t('designer.dashboard.filter.defaultValue')} disabled={disabled} value={filter.defaultValue == null ? '' : String(filter.defaultValue)} onChange={(event) => update({ defaultValue: blankToUndefined(event.target.value) }, `default:${filter.filterId}`)} />
        )}
      </PropertyRow>
      <PropertyRow label={t('designer.dashboard.filter.targets')} hint={t('designer.dashboard.filter.targetsHint')}>
        <Select
          size="small"
          mode="multiple"
          allowClear
          aria-label={t('designer.dashboard.filter.targets')}
          disabled={disabled}
          style={{ width: '100%' }}
          value={filter.targets ?? []}
          options={filterTargetChoices(dashboard).map((choice) => ({ value: choice.itemId, label: choice.label }))}
          onChange={(targets: string[]) => update({ targets: targets.length ? targets : undefined })}
        />
      </PropertyRow>
    </div>
  );
}
