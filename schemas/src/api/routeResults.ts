import type { ApiSchema } from './envelope';
import { codeListResults } from './codeListResults';
import { configResults } from './configResults';
import { consoleWriteResults } from './consoleWriteResults';
import { dashboardResults } from './dashboardResults';
import { fileResults } from './fileResults';
import { deptPermissionResults } from './deptPermissionResults';
import { designerResults } from './designerResults';
import { extrasResults } from './extrasResults';
import { appPackageResults } from './appPackageResults';
import { appExportResults } from './appExportResults';
import { identityResults } from './identityResults';
import { menuAdminResults } from './menuAdminResults';
import { selfServiceResults } from './selfServiceResults';
import { warningResults } from './warningResults';
import { operatorResults } from './operatorResults';
import { portalResults } from './portalResults';
import { productPackageResults } from './productPackageResults';
import { monitoringResults } from './monitoringResults';
import { referenceResults } from './referenceResults';
import { ssoResults } from './ssoResults';
import { reportResults } from './reportResults';
import { announcementPageSchema, announcementSchema, dictItemsSchema, dictWithItemsSchema, messagePageSchema, messageSchema, orgRecordSchema, orgTreeSchema, userPageSchema } from './consoleResults';
import { duplicateCheckSchema, formDataBatchSchema, formDataCopySchema, formDataCreatedSchema, formDataDeletedSchema, formDataLogsSchema, formDataRecordSchema, formDataUpdatedSchema, optionsSchema, runtimeFormSchema, sqlConfigItemsSchema, tableRowsSchema } from './formDataResults';
import { idListSchema, menuListSchema, menuTreeSchema, permissionTreeSchema, rolePageSchema } from './menuResults';
import { definitionPageSchema, definitionRevisionsSchema, definitionSchema, dictPageSchema, loginResultSchema, myDepartsSchema, userInfoSchema, userPermissionsSchema, viewDataSchema, viewDefinitionSchema } from './results';
import { analyticsTopSchema, boundTemplateSchema, delegationPageSchema, delegationSchema, formStartedSchema, startOfferSchema } from './workflowExtrasResults';
import { workflowBatchApprovedSchema, workflowCcPageSchema, workflowCcReadSchema, workflowInstanceActedSchema, workflowInstanceDetailSchema, workflowInstancePageSchema, workflowMigratedSchema, workflowPreviewSchema, workflowPublishedSchema, workflowStartedSchema, workflowTaskActedSchema, workflowTaskPageSchema, workflowTemplatePageSchema, workflowTemplateSchema, workflowUserChoicesSchema } from './workflowResults';
import { exportTaskContentSchema, exportTaskPageSchema, exportTaskQueuedSchema, importRunPageSchema, importRunSchema, importTaskPageSchema, importTaskSavedSchema, importTaskSchema } from './taskResults';

/**
 * The `result` schema of each documented operation, keyed `METHOD /api/path/{param}` as the OpenAPI
 * document names it. The server's route declarations use these schemas (its apiResponses test checks
 * the served document equals this table) and the web tests check their fake servers' answers with it,
 * so a fake that no longer answers like the server fails.
 */
export const documentedResults: Readonly<Record<string, ApiSchema>> = {
  'POST /api/system/login': loginResultSchema,
  'GET /api/user/info': userInfoSchema,
  'GET /api/system/user/myDeparts': myDepartsSchema,
  'GET /api/system/getUserPermissionByToken': userPermissionsSchema,
  'GET /api/eform/definitions': definitionPageSchema,
  'POST /api/eform/definitions': definitionSchema,
  'GET /api/eform/definitions/{id}': definitionSchema,
  'PUT /api/eform/definitions/{id}': definitionSchema,
  'POST /api/eform/definitions/{id}/publish': definitionSchema,
  'GET /api/eform/definitions/{id}/revisions': definitionRevisionsSchema,
  'GET /api/eform/views/{viewCode}/data': viewDataSchema,
  'GET /api/eform/views/{viewCode}/definition': viewDefinitionSchema,
  'GET /api/eform/runtime/view/{viewCode}/data': viewDataSchema,
  'GET /api/eform/runtime/view/{viewCode}/definition': viewDefinitionSchema,
  'GET /api/system/dict/list': dictPageSchema,
  'GET /api/system/dict/queryById': dictWithItemsSchema,
  'GET /api/system/dict/getDictItems/{code}': dictItemsSchema,
  'POST /api/eform/data/{formCode}': formDataCreatedSchema,
  'POST /api/eform/runtime/form/{formCode}/data': formDataCreatedSchema,
  'GET /api/eform/runtime/form/{formCode}/definition': runtimeFormSchema,
  'PUT /api/eform/data/{formCode}/batch': formDataBatchSchema,
  'DELETE /api/eform/data/{formCode}': formDataDeletedSchema,
  'GET /api/eform/data/{formCode}/{id}': formDataRecordSchema,
  'PUT /api/eform/data/{formCode}/{id}': formDataUpdatedSchema,
  'DELETE /api/eform/data/{formCode}/{id}': formDataDeletedSchema,
  'POST /api/eform/data/{formCode}/{id}/copy': formDataCopySchema,
  'GET /api/eform/data/{formCode}/{id}/logs': formDataLogsSchema,
  'POST /api/system/duplicate/check': duplicateCheckSchema,
  'POST /api/system/dynamicquery/queryListByTableNameAndCondition': tableRowsSchema,
  'POST /api/eform/engine/viewEngine/getSqlConfigItems': sqlConfigItemsSchema,
  'POST /api/eform/engine/viewEngine/getSqlConfigOptions': optionsSchema,
  'POST /api/eform/engine/viewEngine/getHttpConfigOptions': optionsSchema,
  'GET /api/system/permission/list': menuTreeSchema,
  'GET /api/system/permission/queryTreeList': permissionTreeSchema,
  'GET /api/system/permission/getSystemMenuList': menuListSchema,
  'GET /api/system/role/list': rolePageSchema,
  'GET /api/system/permission/queryRolePermission': idListSchema,
  'GET /api/fyImportBackend/task/list': importTaskPageSchema,
  'GET /api/fyImportBackend/task/queryById': importTaskSchema,
  'POST /api/fyImportBackend/task/add': importTaskSavedSchema,
  'PUT /api/fyImportBackend/task/edit': importTaskSavedSchema,
  'POST /api/fyImportBackend/run/upload': importRunSchema,
  'GET /api/fyImportBackend/run/list': importRunPageSchema,
  'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById': importRunSchema,
  'POST /api/eform/views/{viewCode}/exportTask': exportTaskQueuedSchema,
  'GET /api/system/exportTask/list': exportTaskPageSchema,
  'POST /exportasync/api/v1/task/get': exportTaskContentSchema,
  'GET /api/system/user/list': userPageSchema,
  'GET /api/system/sysOrg/queryTreeList': orgTreeSchema,
  'POST /api/system/sysOrg/add': orgRecordSchema,
  'GET /api/system/annountCement/list': announcementPageSchema,
  'POST /api/system/annountCement/add': announcementSchema,
  'GET /api/system/message/sysMessage/list': messagePageSchema,
  'POST /api/system/message/sysMessage/add': messageSchema,
  ...consoleWriteResults,
  ...configResults,
  ...designerResults,
  ...referenceResults,
  ...codeListResults,
  ...deptPermissionResults,
  ...reportResults,
  ...menuAdminResults,
  ...selfServiceResults,
  ...warningResults,
  ...operatorResults,
  ...extrasResults,
  ...appPackageResults,
  ...productPackageResults,
  ...monitoringResults,
  ...appExportResults,
  ...ssoResults,
  ...identityResults,
  ...portalResults,
  ...dashboardResults,
  ...fileResults,
  'GET /api/bpm/delegate/list': delegationPageSchema,
  'POST /api/bpm/delegate/add': delegationSchema,
  'POST /api/bpm/delegate/edit': delegationSchema,
  'GET /api/bpm/analytics/top': analyticsTopSchema,
  'GET /api/bpm/binding/template': boundTemplateSchema,
  'GET /api/bpm/binding/redirect': boundTemplateSchema,
  'GET /api/bpm/binding/startOffer': startOfferSchema,
  'POST /api/bpm/binding/start': formStartedSchema,
  // Approval workflow (issue 16)
  'GET /api/bpm/template/list': workflowTemplatePageSchema,
  'POST /api/bpm/template/{processKey}/publish': workflowPublishedSchema,
  'POST /api/bpm/template/{processKey}/enable': workflowTemplateSchema,
  'POST /api/bpm/template/{processKey}/disable': workflowTemplateSchema,
  'POST /api/bpm/template/{processKey}/suspend': workflowTemplateSchema,
  'POST /api/bpm/template/{processKey}/activate': workflowTemplateSchema,
  'POST /api/bpm/template/{processKey}/migrate': workflowMigratedSchema,
  'POST /api/bpm/instance/preview': workflowPreviewSchema,
  'POST /api/bpm/instance/start': workflowStartedSchema,
  'GET /api/bpm/instance/list': workflowInstancePageSchema,
  'GET /api/bpm/instance/{id}': workflowInstanceDetailSchema,
  'POST /api/bpm/instance/{id}/suspend': workflowInstanceActedSchema,
  'POST /api/bpm/instance/{id}/resume': workflowInstanceActedSchema,
  'POST /api/bpm/instance/{id}/withdraw': workflowInstanceActedSchema,
  'GET /api/bpm/task/todo': workflowTaskPageSchema,
  'GET /api/bpm/task/done': workflowTaskPageSchema,
  'GET /api/bpm/task/cc': workflowCcPageSchema,
  'POST /api/bpm/task/batchApprove': workflowBatchApprovedSchema,
  'POST /api/bpm/task/{id}/approve': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/reject': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/delegate': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/transfer': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/addSigner': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/urge': workflowTaskActedSchema,
  'POST /api/bpm/task/{id}/read': workflowCcReadSchema,
  'GET /api/bpm/users': workflowUserChoicesSchema,
};
