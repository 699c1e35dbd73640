import type { UnsavedWorkProps } from '../shared/unsaved/types';
import type { DashboardDefinition, DashboardItem } from '@wharf/schemas';
import type { ReactNode } from 'react';
import type { SaveDefinition } from '../grid/useGridDesign';

import type { CodeOption } from '../grid/useCodeOptions';

export type { CodeOption } from '../grid/useCodeOptions';

/** A dataset dimension a filter may narrow: its column code, title and dictionary. */
export interface DimensionOption extends CodeOption {
  dictCode?: string;
}

/** What the dashboard designer asks its host. */
export interface DashboardDesignerServices {
  /** Stores the definition (rejects with the server's message; a 409 said plainly by the host). */
  save: SaveDefinition<DashboardDefinition>;
  /** The published report widgets a report item may draw. */
  listWidgets(): Promise<CodeOption[]>;
  /** Dictionaries a filter may take its choices from; without it the code is typed. */
  listDictionaries?(): Promise<CodeOption[]>;
  /**
   * The dimensions of the datasets behind these widgets (a filter's column is one of them); without
   * it the column code is typed.
   */
  listDimensions?(widgetCodes: readonly string[]): Promise<DimensionOption[]>;
}

/** Props of `DashboardDesigner` (the registry's `dashboard` entry). */
export interface DashboardDesignerProps extends UnsavedWorkProps {
  definition: DashboardDefinition;
  services: DashboardDesignerServices;
  /**
   * The live preview of a report item (the renderer's report card inside the dashboard); without it
   * the item shows a card naming its widget.
   */
  renderReport?(item: DashboardItem, dashboard: DashboardDefinition): ReactNode;
  isReadOnly?: boolean;
  onSaved?(definition: DashboardDefinition): void;
  onDirtyChange?(dirty: boolean): void;
}
