import { dashboardKind } from './specs/dashboardKind';
import { datasetKind } from './specs/datasetKind';
import { formKind } from './specs/formKind';
import { importTaskKind } from './specs/importTaskKind';
import { portalKind } from './specs/portalKind';
import { reportKind } from './specs/reportKind';
import { tableKind } from './specs/tableKind';
import { templateKind } from './specs/templateKind';
import { viewKind } from './specs/viewKind';
import { warningKind } from './specs/warningKind';
import { workflowKind } from './specs/workflowKind';
import type { KindSpecs } from './types';

/**
 * The one registry of definition kinds: each kind's schema, migrations, identity, rules,
 * references, code places, designer permissions and install rules (`specs/<kind>Kind.ts`).
 * Exhaustive over `definitionKinds`: a kind added to `@wharf/schemas` fails the typecheck here
 * (and in the renderer's and designers' registries) until it is described.
 */
export const kindSpecs: KindSpecs = {
  table: tableKind,
  form: formKind,
  view: viewKind,
  report: reportKind,
  dataset: datasetKind,
  workflow: workflowKind,
  warning: warningKind,
  portal: portalKind,
  dashboard: dashboardKind,
  template: templateKind,
  importTask: importTaskKind,
};
