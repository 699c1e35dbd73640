import type { UnsavedWorkProps } from '../shared/unsaved/types';
import type { DatasetAnswer, DatasetQuery, WidgetData } from '@wharf/engine';
import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import type { ComponentType } from 'react';

/** A choice in a picker (a dataset, a list view). */
export interface ReportDesignerOption {
  value: string;
  label: string;
}

/**
 * What the widget designer needs from its host. The designer never fetches: the web app passes
 * calls against its HTTP client (definition store, the dataset query of the preview, list views).
 */
export interface ReportDesignerServices {
  /** Saves the definition (the host handles versions and conflicts); rejects with the server's message. */
  save(definition: ReportDefinition): Promise<void | { definition?: ReportDefinition }>;
  listDatasets(): Promise<ReportDesignerOption[]>;
  /** The dataset's definition (its dimensions, measures and hierarchies), undefined when there is none. */
  loadDataset(datasetCode: string): Promise<DatasetDefinition | undefined>;
  /** Runs the dataset as the caller (`POST /api/eform/dataset/{code}/query`) for the live preview. */
  queryDataset?(datasetCode: string, query: DatasetQuery): Promise<DatasetAnswer>;
  /** List views a click may lead to (drill-through). */
  listViews?(): Promise<ReportDesignerOption[]>;
  /** The columns of a list view, which the clicked dimensions are mapped onto (drill-through: the list filters on them). */
  viewQueryColumns?(viewCode: string): Promise<ReportDesignerOption[]>;
}

/** What the preview chart is given: the widget as edited and its data, shaped as the widget data route answers. */
export interface ReportPreviewChartProps {
  data: WidgetData;
  height: number;
}

export interface ReportDesignerProps extends UnsavedWorkProps {
  /** The definition to edit (a new one: the kind's scaffold). */
  definition: ReportDefinition;
  /** A new widget may still change its code; a saved one keeps it. */
  isNew?: boolean;
  services: ReportDesignerServices;
  isReadOnly?: boolean;
  /** After a successful save, with what was saved. */
  onSaved?(definition: ReportDefinition): void;
  /** Draws the preview; by default the renderer's report runtime (`ReportChart`). */
  PreviewChart?: ComponentType<ReportPreviewChartProps>;
}
