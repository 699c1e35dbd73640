import type { UnsavedWorkProps } from '../shared/unsaved/types';
import type { PortalDefinition, PortalWidget } from '@wharf/schemas';
import type { ReactNode } from 'react';
import type { CodeOption } from '../grid/useCodeOptions';
import type { SaveDefinition } from '../grid/useGridDesign';
import type { CodedWidgetType } from './model/portalEdits';

/** What the portal designer asks its host. */
export interface PortalDesignerServices {
  /** Stores the definition (rejects with the server's message). */
  save: SaveDefinition<PortalDefinition>;
  /** What a coded widget may show: published report widgets, dashboards, views, forms. */
  listCodes: { readonly [T in CodedWidgetType]?: () => Promise<CodeOption[]> };
  /** The other portals, any of which may be the base of a role override. */
  listPortals(): Promise<CodeOption[]>;
  /** The widgets of a base portal (its stored head), for the widgets an override hides or replaces. */
  baseWidgets(portalCode: string): Promise<PortalWidget[]>;
  /** Roles an override may be for; without it the codes are typed. */
  listRoles?(): Promise<CodeOption[]>;
}

/** Props of `PortalDesigner` (the registry's `portal` entry). */
export interface PortalDesignerProps extends UnsavedWorkProps {
  definition: PortalDefinition;
  services: PortalDesignerServices;
  /** The live preview of a widget (e.g. a report card's chart); without it, or when it gives nothing, a card naming it. */
  renderWidget?(widget: PortalWidget, portal: PortalDefinition): ReactNode;
  isReadOnly?: boolean;
  onSaved?(definition: PortalDefinition): void;
  onDirtyChange?(dirty: boolean): void;
}
