// The public surface of @wharf/schemas: the JSON Schemas, the kinds they describe, the types generated
// from them and their compiled (ajv standalone) validators. Nothing here runs ajv: the validators were
// compiled ahead of time, so they work under a strict Content-Security-Policy.
import commonSchema_ from '../json/common.schema.json';
import tableSchema from '../json/table.schema.json';
import formSchema from '../json/form.schema.json';
import viewSchema from '../json/view.schema.json';
import reportSchema from '../json/report.schema.json';
import datasetSchema from '../json/dataset.schema.json';
import workflowSchema from '../json/workflow.schema.json';
import warningSchema from '../json/warning.schema.json';
import portalSchema from '../json/portal.schema.json';
import dashboardSchema from '../json/dashboard.schema.json';
import templateSchema from '../json/template.schema.json';
import importTaskSchema from '../json/import-task.schema.json';
import menuItemSchema from '../json/menu-item.schema.json';
import dictionarySchema from '../json/dictionary.schema.json';
import sqlConfigSchema from '../json/sql-config.schema.json';
import httpConfigSchema from '../json/http-config.schema.json';
import referenceTableSchema from '../json/reference-table.schema.json';
import appPackageSchema from '../json/app-package.schema.json';
import * as compiled from './generated/validators.js';
import type { CompiledValidator } from './compiledValidator';
import type {
  DashboardDefinition,
  DatasetDefinition,
  FormDefinition,
  ImportTaskDefinition,
  PortalDefinition,
  ReportDefinition,
  TableDefinition,
  TemplateDefinition,
  ViewDefinition,
  WarningDefinition,
  WorkflowDefinition,
} from './generated/types';

export type * from './generated/types';
export type * from './generated/apiTypes';
export type { CompiledValidator, CompiledValidatorError } from './compiledValidator';
export * from './api/index';

/** The kinds of definition in the definition store (ARCHITECTURE §1). */
export const definitionKinds = ['table', 'form', 'view', 'report', 'dataset', 'workflow', 'warning', 'portal', 'dashboard', 'template', 'importTask'] as const;
export type DefinitionKind = (typeof definitionKinds)[number];

/** The generated body type of each kind, for code that handles one kind generically (`DefinitionBodies[K]`). */
export interface DefinitionBodies {
  table: TableDefinition;
  form: FormDefinition;
  view: ViewDefinition;
  report: ReportDefinition;
  dataset: DatasetDefinition;
  workflow: WorkflowDefinition;
  warning: WarningDefinition;
  portal: PortalDefinition;
  dashboard: DashboardDefinition;
  template: TemplateDefinition;
  importTask: ImportTaskDefinition;
}

/** Platform records: own tables and APIs, but their shapes are schemas too (used by APIs and app packages). */
export const recordKinds = ['menuItem', 'dictionary', 'sqlConfig', 'httpConfig', 'referenceTable'] as const;
export type RecordKind = (typeof recordKinds)[number];

/** Everything with a schema: definition kinds, record kinds and the app package. */
export type SchemaName = DefinitionKind | RecordKind | 'appPackage';

/** A JSON Schema document as loaded from `json/`. */
export type JsonSchemaDocument = { readonly $id: string; readonly title: string; readonly [keyword: string]: unknown };

/** The JSON Schema of each definition kind. */
export const definitionSchemas: { readonly [K in DefinitionKind]: JsonSchemaDocument } = {
  table: tableSchema,
  form: formSchema,
  view: viewSchema,
  report: reportSchema,
  dataset: datasetSchema,
  workflow: workflowSchema,
  warning: warningSchema,
  portal: portalSchema,
  dashboard: dashboardSchema,
  template: templateSchema,
  importTask: importTaskSchema,
};

/** The JSON Schema of each platform record. */
export const recordSchemas: { readonly [K in RecordKind]: JsonSchemaDocument } = {
  menuItem: menuItemSchema,
  dictionary: dictionarySchema,
  sqlConfig: sqlConfigSchema,
  httpConfig: httpConfigSchema,
  referenceTable: referenceTableSchema,
};

/** Shared `$defs` referenced by the others as `common.schema.json#/$defs/…`. */
export const commonSchema: JsonSchemaDocument = commonSchema_;
/** The export/import format of an app. */
export const appPackageJsonSchema: JsonSchemaDocument = appPackageSchema;

/** Every schema document, for tools that load them together (OpenAPI, ajv in tests). */
export const allSchemas: readonly JsonSchemaDocument[] = [commonSchema_, ...Object.values(definitionSchemas), ...Object.values(recordSchemas), appPackageSchema];

/** The validator compiled ahead of time for each schema. */
export const compiledValidators: { readonly [K in SchemaName]: CompiledValidator } = compiled;

/**
 * The schemaVersion a kind's schema requires today (the `const` of its `schemaVersion` property).
 * Migrations in the engine lead every older body up to this number.
 */
export function schemaVersionOf(name: SchemaName): number {
  const schema = name in definitionSchemas ? definitionSchemas[name as DefinitionKind] : name in recordSchemas ? recordSchemas[name as RecordKind] : appPackageSchema;
  const properties = schema.properties as { schemaVersion?: { const?: unknown } } | undefined;
  const version = properties?.schemaVersion?.const;
  if (typeof version !== 'number') throw new Error(`schema ${name} has no schemaVersion const`);
  return version;
}
