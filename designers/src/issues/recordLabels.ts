import { nameFrom, type LabelTree } from './labelTree';

const s = (key: string) => `designer.dataSources.sql.${key}`;
const h = (key: string) => `designer.dataSources.http.${key}`;

/** SQL configs: the labels of the SQL config editor. */
export const sqlConfigLabels: LabelTree = {
  schemaVersion: 'designer.issues.schemaVersion',
  sqlCode: s('sqlCode'),
  sqlName: s('sqlName'),
  sqlQuery: s('sqlQuery'),
  isCache: s('isCache'),
  parameters: {
    label: s('parameters'),
    item: 'designer.issues.item.parameter',
    itemName: nameFrom('name'),
    properties: { name: s('parameterName'), parameterType: s('parameterType'), isRequired: s('isRequired') },
  },
};

/** HTTP configs: the labels of the HTTP config editor (a header is named by its own name). */
export const httpConfigLabels: LabelTree = {
  schemaVersion: 'designer.issues.schemaVersion',
  httpCode: h('httpCode'),
  httpName: h('httpName'),
  httpUrl: h('httpUrl'),
  httpMethod: h('httpMethod'),
  header: h('header'),
  body: h('body'),
  returnScript: h('returnScript'),
};
