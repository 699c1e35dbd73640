import { kindDesigners, type PortalDesignerServices } from '@wharf/designers';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { GridDesignHost } from '../../report/dashboardDesign/GridDesignHost';
import { LiveReportPreview } from '../../report/dashboardDesign/LiveReportPreview';
import { portalKind } from '../../report/dashboardDesign/gridKinds';
import { useGridDesignApi } from '../../report/dashboardDesign/useGridDesignApi';
import { PortalRolePreview } from './PortalRolePreview';

/** The portal kind's designer from the designers registry (a chunk of its own). */
const { Designer: PortalDesigner } = kindDesigners.portal;

/**
 * The portal design page (`/portal/design/{portalCode}`): the portal designer on the stored portal,
 * with save, publish, revisions and the leave guard of the grid design host, report cards drawn live
 * from their widget's data (as in the dashboard designer), and "preview as role"
 * (the server's resolution for a role, drawn by the renderer's portal runtime).
 */
export function PortalDesignPage() {
  const api = useGridDesignApi();
  const { portalCode = '' } = useParams();
  const lists = useMemo<Omit<PortalDesignerServices, 'save'>>(
    () => ({
      listCodes: { report: api.publishedWidgets, dashboard: () => api.publishedCodes('dashboard'), view: () => api.publishedCodes('view'), form: () => api.publishedCodes('form') },
      listPortals: api.portals,
      baseWidgets: api.portalWidgets,
      listRoles: api.roles,
    }),
    [api],
  );
  return (
    <GridDesignHost spec={portalKind} code={portalCode} actions={(record) => <PortalRolePreview portalCode={record.code} roles={api.roles} />}>
      {({ definition, save, onDirtyChange, draftScope }) => (
        <PortalDesigner
          definition={definition}
          services={{ ...lists, save }}
          onDirtyChange={onDirtyChange}
          draftScope={draftScope}
          renderWidget={(widget) => (widget.widgetType === 'report' && widget.code ? <LiveReportPreview widgetCode={widget.code} /> : undefined)}
        />
      )}
    </GridDesignHost>
  );
}
