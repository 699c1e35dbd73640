import type { DefinitionKind, PackageDependency } from '@wharf/schemas';

/** What a definition can point at: another definition or a platform record. */
export type ReferenceKind = PackageDependency['kind'];

/** One reference found in a body: the target and the JSON Pointer where it is named. */
export interface DefinitionReference {
  kind: ReferenceKind;
  code: string;
  path: string;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

class Collector {
  readonly found: DefinitionReference[] = [];
  add(kind: ReferenceKind, code: unknown, path: string): void {
    if (typeof code === 'string' && code !== '') this.found.push({ kind, code, path });
  }
}

function formFields(c: Collector, fields: unknown, base: string): void {
  list(fields).forEach((field, i) => {
    const path = `${base}/${i}`;
    const show = isRecord(field.showConfig) ? field.showConfig : {};
    if (isRecord(show.dictOption)) c.add('dictionary', show.dictOption.dictCode, `${path}/showConfig/dictOption/dictCode`);
    if (isRecord(show.sqlConfig)) c.add('sqlConfig', show.sqlConfig.sqlCode, `${path}/showConfig/sqlConfig/sqlCode`);
    if (isRecord(show.httpConfig)) c.add('httpConfig', show.httpConfig.httpCode, `${path}/showConfig/httpConfig/httpCode`);
    list(field.rules).forEach((rule, j) => c.add('dictionary', rule.dictCode, `${path}/rules/${j}/dictCode`));
  });
}

const collectors: { readonly [K in DefinitionKind]: (c: Collector, body: Json) => void } = {
  table: (c, b) => {
    list(b.columns).forEach((col, i) => c.add('dictionary', col.dictCode, `/columns/${i}/dictCode`));
    list(b.relations).forEach((rel, i) => c.add('table', rel.relatedTable, `/relations/${i}/relatedTable`));
  },
  form: (c, b) => {
    c.add('table', b.objectName, '/objectName');
    formFields(c, b.fields, '/fields');
    list(b.subTables).forEach((sub, i) => {
      c.add('table', sub.tableName, `/subTables/${i}/tableName`);
      formFields(c, sub.fields, `/subTables/${i}/fields`);
    });
  },
  view: (c, b) => {
    c.add('table', b.tableName, '/tableName');
    c.add('form', b.formCode, '/formCode');
    list(b.columns).forEach((col, i) => c.add('dictionary', col.dictCode, `/columns/${i}/dictCode`));
    list(b.buttons).forEach((button, i) => {
      c.add('form', button.linkForm, `/buttons/${i}/linkForm`);
      c.add('view', button.linkView, `/buttons/${i}/linkView`);
    });
    list(b.nestedTables).forEach((nested, i) => c.add('view', nested.viewCode, `/nestedTables/${i}/viewCode`));
    if (isRecord(b.tree)) list(b.tree.nodes).forEach((node, i) => c.add('sqlConfig', node.sqlCode, `/tree/nodes/${i}/sqlCode`));
    list(b.layoutItems).forEach((item, i) => {
      if (item.componentType === 'view' || item.componentType === 'form' || item.componentType === 'report') c.add(item.componentType, item.code, `/layoutItems/${i}/code`);
    });
  },
  report: (c, b) => c.add('dataset', b.datasetCode, '/datasetCode'),
  dataset: (c, b) => {
    c.add('sqlConfig', b.sqlCode, '/sqlCode');
    c.add('table', b.tableName, '/tableName');
    list(b.dimension).forEach((d, i) => c.add('dictionary', d.dictCode, `/dimension/${i}/dictCode`));
  },
  workflow: (c, b) => c.add('form', b.formCode, '/formCode'),
  warning: (c, b) => list(b.rules).forEach((rule, i) => c.add('sqlConfig', rule.sqlCode, `/rules/${i}/sqlCode`)),
  portal: (c, b) =>
    list(b.widgets).forEach((w, i) => {
      if (w.widgetType === 'report' || w.widgetType === 'view' || w.widgetType === 'form') c.add(w.widgetType, w.code, `/widgets/${i}/code`);
    }),
  template: () => undefined,
  importTask: (c, b) => {
    c.add('table', b.tableName, '/tableName');
    list(b.fieldsMapConfig).forEach((m, i) => {
      c.add('table', m.tableName, `/fieldsMapConfig/${i}/tableName`);
      c.add('dictionary', m.dictCode, `/fieldsMapConfig/${i}/dictCode`);
    });
  },
};

/**
 * Every definition and platform record a body names (tables, forms, views, datasets, dictionaries,
 * SQL and HTTP configs), with where it names them. Used to build app packages with their
 * dependencies and to check that an imported package is complete. Tolerates malformed bodies.
 */
export function collectReferences(kind: DefinitionKind, body: unknown): DefinitionReference[] {
  if (!isRecord(body)) return [];
  const collector = new Collector();
  collectors[kind](collector, body);
  return collector.found;
}
