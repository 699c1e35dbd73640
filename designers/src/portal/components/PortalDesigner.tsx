import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  FormOutlined,
  GlobalOutlined,
  MessageOutlined,
  SettingOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import { sanitizeRichText } from '@wharf/renderer';
import { Button, Card, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { GridDesignerToolbar } from '../../grid/GridDesignerToolbar';
import { GridWorkspace, type PaletteEntry } from '../../grid/GridWorkspace';
import { useCodeOptions, type CodeOption } from '../../grid/useCodeOptions';
import { useGridDesign } from '../../grid/useGridDesign';
import {
  addPortalWidget,
  isCodedType,
  layOutPortal,
  portalBoxes,
  portalColumns,
  portalMargin,
  portalRowHeight,
  portalWidgetSizes,
  removePortalWidget,
  setPortalBase,
  updatePortalSettings,
  updatePortalWidget,
  type CodedWidgetType,
  type PortalWidgetType,
} from '../model/portalEdits';
import type { PortalDesignerProps } from '../types';
import { PortalSettingsPanel, PortalWidgetPanel } from './PortalInspector';

const icons: Record<PortalWidgetType, ReactElement> = {
  report: <BarChartOutlined />,
  dashboard: <DashboardOutlined />,
  view: <TableOutlined />,
  form: <FormOutlined />,
  quickMenu: <AppstoreOutlined />,
  todo: <UnorderedListOutlined />,
  done: <CheckSquareOutlined />,
  announcement: <BellOutlined />,
  message: <MessageOutlined />,
  iframe: <GlobalOutlined />,
  text: <FontSizeOutlined />,
  image: <FileImageOutlined />,
};

/** The base portal's widgets: undefined while loading or when they could not be read, [] without a base. */
function useBaseWidgets(load: (code: string) => Promise<PortalWidget[]>, baseCode: string | undefined): readonly PortalWidget[] | undefined {
  const [widgets, setWidgets] = useState<readonly PortalWidget[] | undefined>([]);
  useEffect(() => {
    let isCurrent = true;
    if (!baseCode) {
      setWidgets([]);
      return;
    }
    setWidgets(undefined);
    load(baseCode).then((found) => isCurrent && setWidgets(found), () => isCurrent && setWidgets(undefined));
    return () => {
      isCurrent = false;
    };
  }, [load, baseCode]);
  return widgets;
}

/**
 * The portal designer (issue 17, spec §9): the portal's widgets on the 12-column grid, the selected
 * widget's properties or the portal's settings (type 1/2, default, and a role override: base portal,
 * roles, base widgets hidden), undo/redo and the engine's design check before a save.
 */
export function PortalDesigner({ definition, services, renderWidget, isReadOnly, onSaved, onDirtyChange, draftScope, onUnsavedChange }: PortalDesignerProps) {
  const { t } = useTranslation();
  const design = useGridDesign('portal', definition, services.save, { onSaved, onDirtyChange, draftScope, onUnsavedChange });
  const portal = design.definition;
  const [selectedId, setSelectedId] = useState<string>();
  const codes: Record<CodedWidgetType, CodeOption[]> = {
    report: useCodeOptions(services.listCodes.report),
    dashboard: useCodeOptions(services.listCodes.dashboard),
    view: useCodeOptions(services.listCodes.view),
    form: useCodeOptions(services.listCodes.form),
  };
  const portals = useCodeOptions(services.listPortals);
  const roles = useCodeOptions(services.listRoles);
  const baseWidgets = useBaseWidgets(services.baseWidgets, portal.basePortalCode);
  const selected = portal.widgets.find((widget) => widget.widgetId === selectedId);
  const edit = (change: (current: PortalDefinition) => PortalDefinition, coalesce?: string) => design.history.set(change, coalesce);

  const palette = useMemo<PaletteEntry<PortalWidgetType>[]>(
    () => (Object.keys(portalWidgetSizes) as PortalWidgetType[]).map((type) => ({ type, label: t(`designer.portal.palette.${type}`), icon: icons[type], size: portalWidgetSizes[type] })),
    [t],
  );
  const labelOf = (id: string) => {
    const widget = portal.widgets.find((entry) => entry.widgetId === id);
    return widget ? widget.title || t(`designer.portal.palette.${widget.widgetType}`) : id;
  };

  return (
    <div data-portal-designer style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 480 }}>
      <GridDesignerToolbar
        design={design}
        isReadOnly={isReadOnly}
        title={`${portal.portalName || t('designer.portal.untitled')} (${portal.portalCode})`}
        extra={
          <Button icon={<SettingOutlined />} data-testid="portal-settings" onClick={() => setSelectedId(undefined)}>
            {t('designer.portal.settings')}
          </Button>
        }
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridWorkspace
          columns={portalColumns}
          rowHeight={portalRowHeight}
          margin={portalMargin}
          palette={palette}
          boxes={portalBoxes(portal)}
          readOnly={isReadOnly}
          selectedId={selectedId}
          onSelect={setSelectedId}
          labelOf={labelOf}
          onAdd={(type, box) => {
            // Worked out on the portal shown, so the new widget's id is known to select it.
            const added = addPortalWidget(portal, type, box, t(`designer.portal.palette.${type}`), (baseWidgets ?? []).map((widget) => widget.widgetId));
            edit(() => added.portal);
            setSelectedId(added.widgetId);
          }}
          onLayout={(boxes) => edit((current) => layOutPortal(current, boxes))}
          onRemove={(id) => {
            edit((current) => removePortalWidget(current, id));
            setSelectedId(undefined);
          }}
          onUndo={design.history.undo}
          onRedo={design.history.redo}
          renderBox={(id) => {
            const widget = portal.widgets.find((entry) => entry.widgetId === id);
            if (!widget) return null;
            return renderWidget?.(widget, portal) ?? <WidgetPlaceholder widget={widget} codes={codes} />;
          }}
          inspector={
            selected ? (
              <PortalWidgetPanel
                portal={portal}
                widget={selected}
                codes={codes}
                baseWidgets={baseWidgets}
                disabled={isReadOnly}
                update={(patch, coalesce) => {
                  edit((current) => updatePortalWidget(current, selected.widgetId, patch), coalesce);
                  if (patch.widgetId !== undefined) setSelectedId(patch.widgetId);
                }}
              />
            ) : (
              <PortalSettingsPanel
                portal={portal}
                portals={portals}
                roles={roles}
                baseWidgets={baseWidgets}
                disabled={isReadOnly}
                update={(patch, coalesce) => edit((current) => updatePortalSettings(current, patch), coalesce)}
                setBase={(code) => edit((current) => setPortalBase(current, code))}
              />
            )
          }
        />
      </div>
    </div>
  );
}

/** A widget while designing, without the renderer's preview: what it is and what it shows. */
function WidgetPlaceholder({ widget, codes }: { widget: PortalWidget; codes: Record<CodedWidgetType, CodeOption[]> }) {
  const { t } = useTranslation();
  const type = widget.widgetType;
  if (type === 'text') return <div style={{ overflow: 'auto', height: '100%' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(widget.content ?? '') }} />;
  if (type === 'image' && widget.url) return <img src={widget.url} alt={widget.title ?? ''} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />;
  const shows = isCodedType(type) ? (widget.code ? codes[type].find((option) => option.code === widget.code)?.name ?? widget.code : t('designer.portal.widget.pickCode')) : type === 'iframe' ? widget.url : undefined;
  return (
    <Card size="small" style={{ height: '100%' }} data-widget-placeholder={type}>
      <Typography.Text type="secondary">
        {icons[type]} {t(`designer.portal.palette.${type}`)}
      </Typography.Text>
      {shows && <Typography.Paragraph ellipsis style={{ margin: 0 }}><FileTextOutlined /> {shows}</Typography.Paragraph>}
    </Card>
  );
}
