// The list runtime's public surface. Only `ListRenderer` renders, and it loads the grid lazily, so
// importing this barrel pulls in neither ag-grid nor its styles.
export { ListRenderer } from './ListRenderer';
export type { ListRendererProps, ListServices, ListRecord, FetchRowsParams, FetchRowsResult, ColumnSetting, OnlineModifyRow, OpenFormRequest, ButtonActionRequest, ImportRowsResult } from './types';
export { deriveQueryFields, initialQueryValues, type QueryField, type QueryValue, type ListQueryOperator } from './queryFields';
export { permittedButtons, refuseButton, refuseOnlineModify, selectionRuleOf, outParameters, isShownForRow } from './buttonRules';
export { changedRows, issuesByCell, requiredIssues, editableColumns } from './onlineModify';
export { applyColumnSettings } from './columnSettings';
