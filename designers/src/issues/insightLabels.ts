import { nameFrom, type LabelTree } from './labelTree';

const d = (key: string) => `designer.dataset.${key}`;
const r = (key: string) => `designer.report.${key}`;
const db = (key: string) => `designer.dashboard.${key}`;
const p = (key: string) => `designer.portal.${key}`;
const i = (key: string) => `designer.issues.${key}`;
const gridBox = { x: i('x'), y: i('y'), w: i('w'), h: i('h') };

/** Dataset definitions: the labels of the dataset designer's tabs. */
export const datasetLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  datasetCode: d('source.datasetCode'),
  datasetName: d('source.datasetName'),
  sourceType: d('source.sourceType'),
  sqlCode: d('source.sqlCode'),
  tableName: d('source.tableName'),
  dimension: {
    label: d('field.dimensions'),
    item: i('item.dimension'),
    itemName: nameFrom('title', 'colCode'),
    properties: { colCode: d('field.colCode'), title: d('field.title'), colType: d('field.colType'), dictCode: d('field.dictCode'), dateGranularity: d('field.dateGranularity') },
  },
  measure: {
    label: d('field.measures'),
    item: i('item.measure'),
    itemName: nameFrom('title', 'colCode'),
    properties: { colCode: d('field.colCode'), title: d('field.title'), aggregate: d('field.aggregate'), precision: d('field.precision') },
  },
  hierarchies: {
    label: d('tab.hierarchies'),
    item: i('item.hierarchy'),
    itemName: nameFrom('title', 'name'),
    properties: { name: d('hierarchy.name'), title: d('hierarchy.title'), levels: { label: i('levels'), item: d('hierarchy.level') } },
  },
  parameters: {
    label: d('parameter.list'),
    item: i('item.parameter'),
    itemName: nameFrom('title', 'name'),
    properties: { name: d('parameter.name'), title: d('parameter.title'), paramType: d('parameter.paramType'), required: d('parameter.required'), defaultValue: d('parameter.defaultValue') },
  },
  requiredFilters: { label: d('filters.required'), item: i('item.dimension') },
  defaultFilter: d('filters.default'),
  maxRows: d('source.maxRows'),
  cacheSeconds: d('source.cacheSeconds'),
};

/** Report widget definitions: the labels of the widget designer's wells and settings. */
export const reportLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  widgetCode: r('basic.widgetCode'),
  widgetName: r('basic.widgetName'),
  widgetUrl: i('widgetUrl'),
  datasetCode: r('basic.dataset'),
  chartType: r('gallery'),
  xField: r('well.category'),
  yFields: { label: r('well.values'), item: i('item.measure') },
  seriesField: r('well.series'),
  title: r('style.title'),
  colors: { label: r('style.colours'), item: i('item.colour') },
  showLegend: r('style.legend'),
  gaugeMin: r('style.gaugeMin'),
  gaugeMax: r('style.gaugeMax'),
  refreshSeconds: r('style.refreshSeconds'),
  filter: r('data.filter'),
  sort: { label: r('data.sortBy'), properties: { by: r('data.sortBy'), order: r('data.sortOrder') } },
  topN: r('data.topN'),
  numberFormat: { label: r('style.numberFormat'), properties: { decimals: r('style.decimals'), thousands: r('style.thousands'), percent: r('style.percent'), unit: r('style.unit') } },
  drillHierarchy: r('data.drillHierarchy'),
  drillThrough: {
    label: r('data.drillThrough'),
    properties: { viewCode: r('data.drillView'), fieldMap: { label: r('data.fieldMap'), item: i('item.mapping'), itemName: nameFrom('dimension'), properties: { dimension: r('data.dimension'), colCode: r('data.viewColumn') } } },
  },
};

/** Dashboard definitions: the labels of the dashboard designer's inspector. */
export const dashboardLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  dashboardCode: db('code'),
  dashboardName: db('name'),
  titleI18n: db('titleI18n'),
  refreshSeconds: db('refreshSeconds'),
  rowHeight: db('rowHeight'),
  largeScreen: { label: db('largeScreen'), properties: { width: db('screenWidth'), height: db('screenHeight'), theme: db('theme'), background: db('background') } },
  filters: {
    label: i('filters'),
    item: db('filter.heading'),
    itemName: nameFrom('title', 'colCode'),
    properties: {
      filterId: i('itemId'), title: db('filter.title'), colCode: db('filter.colCode'), control: db('filter.control'), dictCode: db('filter.dictCode'),
      optionsFrom: db('filter.optionsFrom'), defaultValue: db('filter.defaultValue'), targets: db('filter.targets'),
    },
  },
  items: {
    label: i('components'),
    item: i('item.component'),
    itemName: nameFrom('title', 'widgetCode', 'itemId'),
    properties: {
      ...gridBox, itemId: i('itemId'), itemType: i('componentType'), widgetCode: db('item.widget'), filterId: db('filter.heading'), title: db('item.title'),
      content: db('item.content'), url: db('item.url'), linkClicks: db('item.linkClicks'), refreshSeconds: db('item.refreshSeconds'),
    },
  },
};

/** Portal definitions: the labels of the portal designer's inspector. */
export const portalLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  portalCode: p('code'),
  portalName: p('name'),
  titleI18n: p('titleI18n'),
  portalType: p('portalType'),
  isDefault: p('isDefault'),
  basePortalCode: p('basePortalCode'),
  roleCodes: p('roleCodes'),
  hiddenWidgetIds: p('hiddenWidgetIds'),
  widgets: {
    label: i('components'),
    item: i('item.component'),
    itemName: nameFrom('title', 'code', 'widgetId'),
    properties: { ...gridBox, widgetId: p('widget.widgetId'), widgetType: i('componentType'), code: p('widget.pickCode'), title: p('widget.title'), url: p('widget.url'), content: p('widget.content'), limit: p('widget.limit') },
  },
};
