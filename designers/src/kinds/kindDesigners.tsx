import type { DefinitionBodies, DefinitionKind, FormDefinition } from '@wharf/schemas';
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { formSettingsForm, type PropertyLists, type Translate } from '../form/model/propertyForms';
import type { DashboardDesignerProps } from '../dashboard/types';
import type { DatasetDesignerProps } from '../dataset/types';
import type { FormDesignerProps } from '../form/types';
import type { PortalDesignerProps } from '../portal/types';
import type { ReportDesignerProps } from '../report/types';
import type { TableDesignerProps } from '../table/TableDesigner';
import type { ViewDesignerProps } from '../view/types';
import type { WarningDesignerProps } from '../warning/types';
import { workflowSettingsForm } from '../workflow/tree/model/processSettingsForm';
import type { WorkflowTreeDesignerProps } from '../workflow/tree/types';
import { NoDesigner, noDesignerCode } from './NoDesigner';
import { scaffolds, type Scaffold } from './scaffolds';

/** What a kind without a designer is given: its definition, which nothing edits yet. */
export interface NoDesignerProps<K extends DefinitionKind> {
  definition?: DefinitionBodies[K];
}

/** The props of each kind's designer. A kind that gains a designer changes its entry here. */
export interface KindDesignerProps {
  table: TableDesignerProps;
  form: FormDesignerProps;
  view: ViewDesignerProps;
  report: ReportDesignerProps;
  dataset: DatasetDesignerProps;
  workflow: WorkflowTreeDesignerProps;
  warning: WarningDesignerProps;
  portal: PortalDesignerProps;
  dashboard: DashboardDesignerProps;
  template: NoDesignerProps<'template'>;
  importTask: NoDesignerProps<'importTask'>;
}

/** A property panel described as a form definition (drawn by the renderer's FormRenderer). */
export type PropertyForm = (t: Translate, lists: PropertyLists) => FormDefinition;

/** One kind's designer descriptor: its scaffold, its designer (or the fallback) and its property panel. */
export interface KindDesigner<K extends DefinitionKind> {
  scaffold: Scaffold<K>;
  /** False for the explicit "no designer yet" fallback, which renders `errorCode`. */
  hasDesigner: boolean;
  errorCode?: typeof noDesignerCode;
  Designer: ComponentType<KindDesignerProps[K]>;
  /** The definition's own settings as a property form, where the designer has one. */
  propertyForm?: PropertyForm;
}

/** The registry's type: one descriptor per kind, no kind left out. */
export type KindDesigners = { readonly [K in DefinitionKind]: KindDesigner<K> };

/** A designer whose code is a chunk of its own, shown with a spinner while it loads. */
function lazyDesigner<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDesigner(props: P) {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The descriptor of a kind without a designer yet: its scaffold, and the fallback naming the kind. */
function noDesigner<K extends DefinitionKind>(kind: K): KindDesigner<K> {
  function Fallback() {
    return <NoDesigner kind={kind} />;
  }
  return { scaffold: scaffolds[kind], hasDesigner: false, errorCode: noDesignerCode, Designer: Fallback };
}

/**
 * The designer of each definition kind (CONVENTIONS: a kind is schema + renderer entry + designer
 * descriptor). Exhaustive: a kind added to `@wharf/schemas` fails the typecheck here until it has
 * an entry. Tables, forms, views, report widgets, datasets, workflows, dashboards, portals and warnings have designers; the others show the fallback until theirs exist.
 */
export const kindDesigners: KindDesigners = {
  table: { scaffold: scaffolds.table, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../table/TableDesigner')).TableDesigner) },
  form: { scaffold: scaffolds.form, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../form/components/FormDesigner')).FormDesigner), propertyForm: formSettingsForm },
  view: { scaffold: scaffolds.view, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../view/ViewDesigner')).ViewDesigner) },
  report: { scaffold: scaffolds.report, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../report/ReportDesigner')).ReportDesigner) },
  dataset: { scaffold: scaffolds.dataset, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../dataset/DatasetDesigner')).DatasetDesigner) },
  workflow: {
    scaffold: scaffolds.workflow,
    hasDesigner: true,
    // The new (tree) or the old (graph) designer, switchable, over the same definition.
    Designer: lazyDesigner(async () => (await import('../workflow/graph/components/WorkflowDesignerSwitch')).WorkflowDesignerSwitch),
    propertyForm: (t) => workflowSettingsForm(t),
  },
  warning: { scaffold: scaffolds.warning, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../warning/WarningDesigner')).WarningDesigner) },
  portal: { scaffold: scaffolds.portal, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../portal/components/PortalDesigner')).PortalDesigner) },
  dashboard: { scaffold: scaffolds.dashboard, hasDesigner: true, Designer: lazyDesigner(async () => (await import('../dashboard/components/DashboardDesigner')).DashboardDesigner) },
  template: noDesigner('template'),
  importTask: noDesigner('importTask'),
};
