import type { WidgetDataLine, WidgetDataRequest } from '@wharf/engine';
import type { ApiResult, PortalDefinition } from '@wharf/schemas';
import type { ComponentType } from 'react';
import type { ReportChartProps } from '../report/reportChartTypes';

/** What `GET /api/eform/portal/mine` carries for the list widgets (to-dos, done, announcements, messages). */
export type PortalNeeds = ApiResult<'GET /api/eform/portal/mine'>['needs'];
/** A task row of the to-do and done widgets (the workflow's task record). */
export type PortalTask = NonNullable<PortalNeeds['todo']>['records'][number];
/** An announcement or message of the inbox widgets. */
export type PortalNotice = NonNullable<PortalNeeds['announcement']>['records'][number];

/** One entry of the quick-start menu (a menu page the user reaches). */
export interface QuickMenuEntry {
  id: string;
  title: string;
  /** An icon element drawn before the title (the host's menu icon). */
  icon?: React.ReactNode;
}

/** The quick menu the host gives a portal: the user's entries, what they may add, and how to save and open. */
export interface QuickMenuService {
  entries: QuickMenuEntry[];
  /** Menu pages not yet in the quick menu. */
  candidates: QuickMenuEntry[];
  /** Saves the whole order (spec: sysUserSettings/save quickSettings, at most 27). */
  save(ids: string[]): Promise<void>;
  open(id: string): void;
}

/**
 * What the portal runtime asks of its host (the web app passes its API clients and navigation).
 * A missing optional service leaves its widget showing what it can without it (a title and a note).
 */
export interface PortalServices {
  /** Every report widget's data in ONE request (`POST /api/eform/report/data`, NDJSON), each line as it arrives. */
  loadWidgetData(items: WidgetDataRequest[], onLine: (line: WidgetDataLine) => void, signal: AbortSignal): Promise<void>;
  quickMenu?: QuickMenuService;
  /** Opens a task's handling page. */
  openTask?(task: PortalTask, list: 'todo' | 'done'): void;
  /** Opens the whole to-do or done list. */
  openTaskList?(list: 'todo' | 'done'): void;
  /** Marks an opened announcement or message read. */
  markRead?(anntId: string): Promise<void>;
  openDashboard?(dashboardCode: string): void;
  openForm?(formCode: string): void;
  openView?(viewCode: string): void;
  /** Draws a dashboard inside its widget (the host's dashboard runtime and data); without it, a link. */
  DashboardBlock?: ComponentType<{ dashboardCode: string; height: number }>;
  /** Draws a list view block (the host's list runtime wired to its API), `limit` rows tall at most. */
  ViewBlock?: ComponentType<{ viewCode: string; limit: number; height: number }>;
}

/** The props of `PortalRenderer`. */
export interface PortalRendererProps {
  /** The resolved portal (base with the caller's overrides). */
  portal: PortalDefinition;
  /** What the list widgets show, read with the portal. */
  needs?: PortalNeeds;
  services: PortalServices;
  /** Draws a report card's chart (the renderer's report chart, `kindRuntimes.report`, unless given). */
  Chart?: ComponentType<ReportChartProps>;
  /** The height of one grid row in pixels (60 by default). */
  rowHeight?: number;
}
