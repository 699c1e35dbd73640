import { nameFrom, type LabelTree } from './labelTree';

const t = (key: string) => `designer.table.${key}`;
const v = (key: string) => `designer.view.${key}`;
const p = (key: string) => `designer.form.property.${key}`;
const r = (key: string) => `designer.form.rules.${key}`;
const i = (key: string) => `designer.issues.${key}`;

/** Table definitions (`table.schema.json`): the labels of the table designer's header and grids. */
export const tableLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  tableName: t('tableName'),
  tableTitle: t('tableTitle'),
  description: t('description'),
  tableStatus: i('tableStatus'),
  columns: {
    label: t('columnsTab'),
    item: i('item.column'),
    itemName: nameFrom('colName', 'colCode'),
    properties: {
      colCode: t('colCode'), colName: t('colName'), colType: t('colType'), colLength: t('colLength'), decimals: t('decimals'),
      isKey: t('isKey'), isNull: t('isNull'), defaultValue: t('defaultValue'), dictCode: t('dictCode'), comment: t('comment'),
    },
  },
  indexes: {
    label: t('indexesTab'),
    item: i('item.index'),
    itemName: nameFrom('indexName'),
    properties: { indexName: t('indexName'), colCodes: t('indexColumns'), isUnique: t('isUnique') },
  },
  relations: {
    label: t('relationsTab'),
    item: i('item.relation'),
    itemName: nameFrom('relatedTable'),
    properties: { relationType: t('relationType'), relatedTable: t('relatedTable'), colCode: t('joinColumn'), relatedColCode: t('relatedColumn'), cardinality: t('cardinality') },
  },
};

const gridBox = { x: i('x'), y: i('y'), w: i('w'), h: i('h') };

/** View definitions (`view.schema.json`): the labels of the view designer's tabs. */
export const viewLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  viewId: i('viewId'),
  viewCode: v('basic.viewCode'),
  viewName: v('basic.viewName'),
  viewType: v('basic.viewType'),
  viewStatus: v('basic.viewStatus'),
  tableName: v('basic.tableName'),
  formCode: v('basic.formCode'),
  reportSql: v('basic.reportSql'),
  columns: {
    label: v('tab.columns'),
    item: i('item.viewColumn'),
    itemName: nameFrom('colName', 'colCode'),
    properties: {
      colCode: v('column.colCode'), colName: v('column.colName'), colAlias: v('column.colAlias'), colType: v('column.colType'), alignType: v('column.alignType'),
      colWidth: v('column.colWidth'), isHidden: v('column.isHidden'), isExport: v('column.isExport'), isFilter: v('column.isFilter'), isEdit: v('column.isEdit'),
      isRequire: v('column.isRequire'), isSort: v('column.isSort'), fixed: v('column.fixed'), tuoMin: v('column.tuoMin'), dictCode: v('column.dictCode'),
      queryAlias: v('query.queryAlias'), isQuery: v('query.isQuery'), isDefaultQuery: v('query.isDefaultQuery'), queryOp: v('query.queryOp'),
      queryDefaultValue: v('query.queryDefaultValue'), queryIsHidden: v('query.queryIsHidden'), queryOrder: v('query.queryOrder'),
    },
  },
  buttons: {
    label: v('tab.buttons'),
    item: i('item.button'),
    itemName: nameFrom('buttonName', 'buttonCode'),
    properties: {
      buttonCode: v('button.buttonCode'), buttonName: v('button.buttonName'), buttonType: v('button.buttonType'), buttonStyle: v('button.buttonStyle'),
      buttonIcon: v('button.buttonIcon'), openType: v('button.openType'), dialogSize: v('button.dialogSize'), linkForm: v('button.linkForm'),
      linkView: v('button.linkView'), linkUrl: v('button.linkUrl'), isMultiple: v('button.isMultiple'), showCondition: v('button.showCondition'),
      permission: v('button.permission'), openScript: v('button.openScript'), viewName: v('button.viewName'),
      confirmBox: { label: v('button.confirmBox'), properties: { title: v('button.confirmTitle'), content: v('button.confirmContent') } },
      outParameter: {
        label: v('button.outParameter'),
        item: i('item.outParameter'),
        itemName: nameFrom('parameterKey'),
        properties: { parameterKey: v('button.parameterKey'), colCode: v('button.colCode') },
      },
    },
  },
  parameters: {
    label: v('tab.parameters'),
    item: i('item.parameter'),
    itemName: nameFrom('parameterName', 'parameterKey'),
    properties: {
      parameterKey: v('parameter.parameterKey'), parameterName: v('parameter.parameterName'), parameterType: v('parameter.parameterType'),
      isRequired: v('parameter.isRequired'), defaultValue: v('parameter.defaultValue'),
    },
  },
  page: {
    label: v('tab.page'),
    properties: {
      isPage: v('page.isPage'), pageNum: v('page.pageNum'), isLineNum: v('page.isLineNum'), scrollEnable: v('page.scrollEnable'), actionWidth: v('page.actionWidth'),
      headerHeight: v('page.headerHeight'), rowHeight: v('page.rowHeight'), sortColumn: v('page.sortColumn'), sortOrder: v('page.sortOrder'),
    },
  },
  nestedTables: {
    label: v('page.nestedTables'),
    item: i('item.nestedTable'),
    itemName: nameFrom('title', 'viewCode'),
    properties: { viewCode: v('page.nestedView'), title: v('page.nestedTitle'), colCode: v('page.nestedColCode'), relatedColCode: v('page.nestedRelatedColCode') },
  },
  tree: {
    label: v('tab.tree'),
    properties: {
      nodes: {
        label: v('tab.tree'),
        item: i('item.treeNode'),
        itemName: nameFrom('title', 'key'),
        properties: { key: v('tree.key'), title: v('tree.title'), parentKey: v('tree.parentKey'), sqlCode: v('tree.sqlCode'), filterColCode: v('tree.filterColCode') },
      },
    },
  },
  layoutItems: {
    label: v('tab.layout'),
    item: i('item.layoutItem'),
    itemName: nameFrom('title', 'code'),
    properties: { ...gridBox, componentType: v('layout.componentType'), code: v('layout.code'), title: v('layout.title') },
  },
};

const formFieldProperties: LabelTree = {
  colCode: p('colCode'),
  title: p('title'),
  type: p('type'),
  disabled: p('disabled'),
  required: p('required'),
  hidden: p('hidden'),
  placeholder: p('placeholder'),
  defaultValue: p('defaultValue'),
  options: {
    label: i('fieldOptions'),
    properties: { precision: p('precision'), min: p('minValue'), max: p('maxValue'), maxLength: p('maxLength'), format: p('format'), multiple: p('multiple') },
  },
  showConfig: {
    label: p('sourceKind'),
    properties: {
      options: { label: i('fixedOptions'), item: i('item.option'), itemName: nameFrom('label', 'value'), properties: { label: 'designer.form.options.label', value: 'designer.form.options.value' } },
      dictOption: { label: p('dictCode'), properties: { dictCode: p('dictCode'), showType: p('dictShowType') } },
      sqlConfig: { label: p('sqlCode'), properties: { sqlCode: p('sqlCode') } },
      httpConfig: { label: p('httpCode'), properties: { httpCode: p('httpCode') } },
      formatExpr: p('formatExpr'),
    },
  },
  rules: {
    label: i('rules'),
    item: i('item.rule'),
    properties: {
      pattern: r('expression'), comPattern: { label: r('preset'), properties: { patterns: r('patterns'), matchType: 'designer.form.condition.match' } }, pk: i('rulePk'), unique: i('ruleUnique'), unionCheck: r('unionFields'), firstNoCheck: r('firstNoCheck'),
      min: r('min'), max: r('max'), precision: r('precision'), dictCode: r('dictCode'), checkRuleCode: r('checkRuleCode'), pCode: r('pCode'),
      script: r('script'), message: r('message'), trigger: r('trigger'),
    },
  },
  style: {
    label: 'designer.form.panel.style',
    properties: {
      textAlign: p('textAlign'), background: p('background'), divStyle: p('divStyle'), fontSize: p('fontSize'), fontWeight: p('fontWeight'), color: p('color'), labelStyle: p('labelStyle'),
    },
  },
  showCondition: i('showCondition'),
  requiredCondition: i('requiredCondition'),
  disabledCondition: i('disabledCondition'),
  fillRuleCode: i('fillRuleCode'),
  computed: 'designer.form.computed.expression',
};

const formFields = { label: i('fields'), item: i('item.field'), itemName: nameFrom('title', 'colCode'), properties: formFieldProperties };

const formLayout: LabelTree = {
  labelAlign: 'designer.form.settings.labelAlign',
  labelWidth: 'designer.form.settings.labelWidth',
  rowCount: 'designer.form.settings.rowCount',
  items: { label: i('layout'), item: i('item.layoutItem'), itemName: nameFrom('colCode', 'subTable', 'container'), properties: { ...gridBox, colCode: p('colCode'), subTable: i('item.subTable'), container: i('item.container'), tab: i('tab') } },
  containers: {
    label: i('layout'),
    item: i('item.container'),
    itemName: nameFrom('title', 'key'),
    properties: { ...gridBox, key: i('containerKey'), kind: i('containerKind'), title: 'designer.form.container.title', container: i('item.container'), tab: i('tab'), tabs: { label: i('tabs'), item: i('tab'), itemName: nameFrom('title', 'key'), properties: { key: i('containerKey'), title: 'designer.form.container.tabTitle' } } },
  },
};

/** Form definitions (`form.schema.json`): the labels of the form designer's settings and property panels. */
export const formLabels: LabelTree = {
  schemaVersion: i('schemaVersion'),
  formCode: 'designer.form.settings.formCode',
  formName: 'designer.form.settings.formName',
  formVersion: i('formVersion'),
  objectName: 'designer.form.settings.objectName',
  formStatus: i('formStatus'),
  tableStatus: i('tableStatus'),
  pcUrl: i('pcUrl'),
  mobileUrl: i('mobileUrl'),
  fields: formFields,
  subTables: {
    label: i('subTables'),
    item: i('item.subTable'),
    itemName: nameFrom('title', 'tableName'),
    properties: {
      tableName: 'designer.form.subTable.tableName', title: 'designer.form.subTable.title', foreignKey: 'designer.form.subTable.foreignKey',
      minRows: 'designer.form.subTable.minRows', maxRows: 'designer.form.subTable.maxRows', fields: formFields,
    },
  },
  layout: { label: i('layout'), properties: { pc: { label: i('layoutPc'), properties: formLayout }, mobile: { label: i('layoutMobile'), properties: formLayout } } },
};
