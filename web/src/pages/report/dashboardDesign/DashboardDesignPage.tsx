import { kindDesigners, type DashboardDesignerServices } from '@wharf/designers';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { GridDesignHost } from './GridDesignHost';
import { LiveReportPreview } from './LiveReportPreview';
import { dashboardKind } from './gridKinds';
import { useGridDesignApi } from './useGridDesignApi';

/** The dashboard kind's designer from the designers registry (a chunk of its own). */
const { Designer: DashboardDesigner } = kindDesigners.dashboard;

/**
 * The dashboard design page (`/report/dashboardDesign/{dashboardCode}`): the dashboard designer on the
 * stored dashboard, with save, publish, revisions and the leave guard of the grid design host. Report
 * items are previewed live: the widget's data drawn by the renderer's report chart (`renderReport`).
 */
export function DashboardDesignPage() {
  const api = useGridDesignApi();
  const { dashboardCode = '' } = useParams();
  const lists = useMemo(() => ({ listWidgets: api.publishedWidgets, listDictionaries: api.dictionaries, listDimensions: api.dimensions }), [api]);
  return (
    <GridDesignHost spec={dashboardKind} code={dashboardCode}>
      {({ definition, save, onDirtyChange, draftScope }) => {
        const services: DashboardDesignerServices = { ...lists, save };
        return <DashboardDesigner definition={definition} services={services} onDirtyChange={onDirtyChange} draftScope={draftScope} renderReport={(item) => (item.widgetCode ? <LiveReportPreview widgetCode={item.widgetCode} /> : null)} />;
      }}
    </GridDesignHost>
  );
}
