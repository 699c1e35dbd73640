import { compiledValidators, definitionSchemas } from '@wharf/schemas';
import { formFieldTitleMigration } from '../../definitions/migrations/formMigrations';
import { unfilledRequiredColumns } from '../../forms/unfilledColumns';
import { formRules } from '../../validation/semanticRules/formRules';
import { formDesign, formPublish, viewDesign, workflowDesign } from '../designerPermissions';
import { isJsonObject, objectsOf, type ReferenceCollector } from '../referenceCollector';
import type { KindSpec } from '../types';

/** The option sources, rule dictionaries, check rules and fill rules of a list of form fields. */
function fieldReferences(c: ReferenceCollector, fields: unknown, base: string): void {
  objectsOf(fields).forEach((field, i) => {
    const path = `${base}/${i}`;
    const show = isJsonObject(field.showConfig) ? field.showConfig : {};
    if (isJsonObject(show.dictOption)) c.add('dictionary', show.dictOption.dictCode, `${path}/showConfig/dictOption/dictCode`);
    if (isJsonObject(show.sqlConfig)) c.add('sqlConfig', show.sqlConfig.sqlCode, `${path}/showConfig/sqlConfig/sqlCode`);
    if (isJsonObject(show.httpConfig)) c.add('httpConfig', show.httpConfig.httpCode, `${path}/showConfig/httpConfig/httpCode`);
    objectsOf(field.rules).forEach((rule, j) => {
      c.add('dictionary', rule.dictCode, `${path}/rules/${j}/dictCode`);
      c.add('checkRule', rule.checkRuleCode, `${path}/rules/${j}/checkRuleCode`);
    });
    c.add('fillRule', field.fillRuleCode, `${path}/fillRuleCode`);
  });
}

/** A data-entry form over a table and its sub-tables. */
export const formKind: KindSpec<'form'> = {
  kind: 'form',
  schema: definitionSchemas.form,
  validator: compiledValidators.form,
  migrations: [formFieldTitleMigration],
  identity: { code: 'formCode', name: 'formName' },
  semanticRules: formRules,
  // A form leaving a NOT NULL column of its package's tables unfilled could never be saved.
  packageRules: (form, { tables }) =>
    unfilledRequiredColumns(form, tables).map(({ tableName, colCodes }) => ({ path: '/fields', code: 'definition/form-unfilled-columns', args: [tableName, colCodes.join(', ')] })),
  collectReferences: (c) => {
    c.add('table', c.body.objectName, '/objectName');
    fieldReferences(c, c.body.fields, '/fields');
    objectsOf(c.body.subTables).forEach((sub, i) => {
      c.add('table', sub.tableName, `/subTables/${i}/tableName`);
      fieldReferences(c, sub.fields, `/subTables/${i}/fields`);
    });
  },
  // A rule's script, in any field at any depth (groups, tabs, sub-tables).
  referenceKinds: ['table', 'dictionary', 'sqlConfig', 'httpConfig', 'fillRule', 'checkRule'],
  scriptPlaces: [{ group: 'formRule', key: 'script', inArray: 'rules' }],
  // View designers pick a form; workflow designers bind one.
  designer: { readSource: [formDesign, viewDesign, workflowDesign], save: formDesign, publish: formPublish },
  install: {},
  appGroup: { takesTablesAlong: true },
};
