import type { DefinitionBodies, DefinitionKind } from '@wharf/schemas';
import type { ComponentType } from 'react';
import { LazyDashboardRenderer } from '../dashboard/LazyDashboardRenderer';
import type { DashboardRendererProps } from '../dashboard/types';
import { LazyFormRenderer } from '../form/LazyFormRenderer';
import type { FormRendererProps } from '../form/types';
import type { ListRendererProps } from '../list/types';
import type { PortalRendererProps } from '../portal/types';
import { lazyComponent } from '../lazyComponent';
import { LazyReportChart } from '../report/LazyReportChart';
import type { ReportChartProps } from '../report/reportChartTypes';
import { NoRuntime, noRuntimeCode } from './NoRuntime';

/** What a kind without a runtime is given: its definition, which nothing reads yet. */
export interface NoRuntimeProps<K extends DefinitionKind> {
  definition?: DefinitionBodies[K];
}

/** The props of each kind's runtime. A kind that gains a runtime changes its entry here. */
export interface KindRuntimeProps {
  table: NoRuntimeProps<'table'>;
  form: FormRendererProps;
  view: ListRendererProps;
  report: ReportChartProps;
  dataset: NoRuntimeProps<'dataset'>;
  workflow: NoRuntimeProps<'workflow'>;
  warning: NoRuntimeProps<'warning'>;
  portal: PortalRendererProps;
  dashboard: DashboardRendererProps;
  template: NoRuntimeProps<'template'>;
  importTask: NoRuntimeProps<'importTask'>;
}

/** One kind's runtime: a component that loads its code on first use, or the explicit "no runtime yet". */
export type KindRuntime<P> =
  | { hasRuntime: true; Component: ComponentType<P> }
  | { hasRuntime: false; errorCode: typeof noRuntimeCode; Component: ComponentType<P> };

/** The registry's type: one runtime (or the fallback) per kind, no kind left out. */
export type KindRuntimes = { readonly [K in DefinitionKind]: KindRuntime<KindRuntimeProps[K]> };

/** A runtime whose code is a chunk of its own, shown with a spinner while it loads. */
function lazyRuntime<P extends object>(load: () => Promise<ComponentType<P>>): KindRuntime<P> {
  return { hasRuntime: true, Component: lazyComponent(load) };
}

/** The fallback of a kind that has no runtime yet: it renders `definition/no-runtime` naming the kind. */
function noRuntime<K extends DefinitionKind>(kind: K): KindRuntime<NoRuntimeProps<K>> {
  function Fallback() {
    return <NoRuntime kind={kind} />;
  }
  return { hasRuntime: false, errorCode: noRuntimeCode, Component: Fallback };
}

/**
 * The renderer of each definition kind. Exhaustive: a kind added to `@wharf/schemas` fails the
 * typecheck here until it has an entry. Forms (`FormRenderer`), views (`ListRenderer`), report
 * widgets (`ReportChart`, drawing a widget's data), dashboards (`DashboardRenderer`) and portals
 * (`PortalRenderer`) have runtimes; workflows and the rest show the fallback until theirs exist.
 */
export const kindRuntimes: KindRuntimes = {
  table: noRuntime('table'),
  form: { hasRuntime: true, Component: LazyFormRenderer },
  view: lazyRuntime(async () => (await import('../list/ListRenderer')).ListRenderer),
  report: { hasRuntime: true, Component: LazyReportChart },
  dataset: noRuntime('dataset'),
  workflow: noRuntime('workflow'),
  warning: noRuntime('warning'),
  portal: lazyRuntime(async () => (await import('../portal/PortalRenderer')).PortalRenderer),
  dashboard: { hasRuntime: true, Component: LazyDashboardRenderer },
  template: noRuntime('template'),
  importTask: noRuntime('importTask'),
};
