import { kindSpecs } from '@wharf/engine';
import type { DefinitionBodies } from '@wharf/schemas';
import type { GridKind } from './gridDesignApi';

/** What the list and the design host need to know of a grid kind: permission, addresses, texts, body fields. */
export interface GridKindSpec<K extends GridKind> {
  kind: K;
  /** The button permission of its designers (engine `kindSpecs[kind].designer`: save, and also publish). */
  permission: string;
  /** The design page of `code`. */
  designPath(code: string): string;
  /** The definition's name as its body holds it. */
  nameOf(body: DefinitionBodies[K]): string;
  texts: { list: string; new: string; noPermission: string; notFound: string };
}

/** Dashboards: designed by the report designers, at `/report/dashboardDesign/{code}`. */
export const dashboardKind: GridKindSpec<'dashboard'> = {
  kind: 'dashboard',
  permission: kindSpecs.dashboard.designer.save,
  designPath: (code) => `/report/dashboardDesign/${encodeURIComponent(code)}`,
  nameOf: (body) => body.dashboardName,
  texts: { list: 'gridDesign.dashboard.list', new: 'gridDesign.dashboard.new', noPermission: 'gridDesign.dashboard.noPermission', notFound: 'gridDesign.dashboard.notFound' },
};

/** Portals: designed by the portal designers, at `/portal/design/{code}`. */
export const portalKind: GridKindSpec<'portal'> = {
  kind: 'portal',
  permission: kindSpecs.portal.designer.save,
  designPath: (code) => `/portal/design/${encodeURIComponent(code)}`,
  nameOf: (body) => body.portalName,
  texts: { list: 'gridDesign.portal.list', new: 'gridDesign.portal.new', noPermission: 'gridDesign.portal.noPermission', notFound: 'gridDesign.portal.notFound' },
};
