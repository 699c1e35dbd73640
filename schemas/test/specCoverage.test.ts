// Every field the specification (§3) names for a definition kind or platform record appears somewhere
// in that kind's schema, so a later edit cannot drop one unnoticed. Spellings are the spec's own.
import { describe, expect, it } from 'vitest';
import { appPackageJsonSchema, definitionSchemas, recordSchemas, type JsonSchemaDocument } from '../src/index';

function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => propertyNames(s, into));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => into.add(name));
      propertyNames(value, into);
    }
  }
  return into;
}

const specFields: Array<[string, JsonSchemaDocument, string[]]> = [
  ['table', definitionSchemas.table, ['colCode', 'colType', 'colLength', 'decimals', 'isKey', 'isNull', 'indexes', 'relations']],
  ['form', definitionSchemas.form, ['formName', 'formCode', 'formVersion', 'objectName', 'formStatus', 'tableStatus', 'pcUrl', 'mobileUrl', 'title', 'disabled', 'required', 'showConfig', 'options', 'dictOption', 'dictCode', 'sqlConfig', 'sqlCode', 'httpConfig', 'httpCode', 'formatExpr', 'rules', 'pattern', 'comPattern', 'pk', 'unionCheck', 'firstNoCheck', 'max', 'message', 'type', 'precision', 'textAlign', 'background', 'divStyle', 'fontSize', 'fontWeight', 'color', 'labelStyle', 'subTables', 'pc', 'mobile']],
  ['view', definitionSchemas.view, ['viewId', 'viewName', 'viewCode', 'viewType', 'viewStatus', 'reportSql', 'colCode', 'colName', 'colAlias', 'colType', 'alignType', 'colWidth', 'isHidden', 'isExport', 'isFilter', 'isEdit', 'isRequire', 'fixed', 'tuoMin', 'queryAlias', 'isQuery', 'isDefaultQuery', 'queryOp', 'queryDefaultValue', 'queryIsHidden', 'queryOrder', 'buttonName', 'buttonType', 'buttonStyle', 'buttonIcon', 'openType', 'dialogSize', 'linkForm', 'linkView', 'isMultiple', 'outParameter', 'showCondition', 'confirmBox', 'permission', 'openScript', 'parameterKey', 'parameterName', 'parameterType', 'isRequired', 'isPage', 'pageNum', 'isLineNum', 'scrollEnable', 'actionWidth', 'nestedTables']],
  ['report', definitionSchemas.report, ['widgetName', 'widgetCode', 'widgetUrl', 'chartType']],
  ['dataset', definitionSchemas.dataset, ['datasetName', 'datasetCode', 'dimension', 'measure']],
  ['workflow', definitionSchemas.workflow, ['processKey', 'processName', 'businessType', 'billType', 'remark', 'nodes', 'conditionGroups', 'ccIds', 'promoterType', 'approverType', 'multiMode', 'emptyApprover', 'rejectMode', 'deadlineHours']],
  ['warning', definitionSchemas.warning, ['warningItemCode', 'warningItemName', 'productType', 'note', 'ruleCode', 'ruleName', 'dispatchFrequency', 'cronExpr', 'resultPageLoadScript', 'warnField', 'operateType', 'warnFieldValue', 'warnFieldMin', 'warnFieldMax', 'fieldPrecision', 'emailTemplateCode', 'emailTemplateName', 'emailSubject', 'emailContent', 'resultAttachType', 'siteEmailTemplateCode', 'siteEmailTemplateName', 'siteEmailSubject', 'siteEmailContent', 'duration', 'warnType', 'recipient', 'duplicateSender', 'businessField', 'businessValue', 'triggerMode']],
  ['portal', definitionSchemas.portal, ['widgets', 'x', 'y', 'w', 'h']],
  ['template', definitionSchemas.template, ['tempCode', 'tempName', 'tempType', 'tempStructure', 'tempBodyString', 'tempDesc']],
  ['importTask', definitionSchemas.importTask, ['taskName', 'taskCode', 'importMode', 'importType', 'pageTitle', 'headStartRow', 'startRow', 'listStartRow', 'sheetName', 'businessPk', 'customParam', 'systemCode', 'extendKey', 'fieldsMapConfig', 'importKey']],
  ['menuItem', recordSchemas.menuItem, ['name', 'menuCode', 'menuType', 'sortNo', 'component', 'url', 'perms', 'permsType', 'status', 'icon', 'hidden', 'keepAlive', 'visitorAccess', 'path', 'back', 'children', 'alwaysShow', 'componentProps', 'internalOrExternal']],
  ['dictionary', recordSchemas.dictionary, ['dictName', 'dictCode', 'itemText', 'itemValue', 'sortOrder', 'title']],
  ['sqlConfig', recordSchemas.sqlConfig, ['sqlName', 'sqlCode', 'sqlQuery', 'isCache']],
  ['httpConfig', recordSchemas.httpConfig, ['httpName', 'httpCode', 'httpUrl', 'httpMethod', 'header', 'body', 'returnScript']],
  ['appPackage', appPackageJsonSchema, ['definitions', 'dependencies', 'menus', 'dictionaries', 'sqlConfigs', 'httpConfigs']],
];

describe('specification fields (§3) are in the schemas', () => {
  it.each(specFields)('%s', (_name, schema, fields) => {
    const names = propertyNames(schema);
    expect(fields.filter((field) => !names.has(field))).toEqual([]);
  });
});
