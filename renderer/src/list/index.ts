// The list runtime's public surface, without `ListRenderer` itself: it is `kindRuntimes.view` (a chunk
// of its own) or the `@wharf/renderer/ListRenderer` subpath, so importing this barrel pulls in neither
// the list runtime nor ag-grid.
export type { ListRendererProps, ListServices, ListRecord, FetchRowsParams, FetchRowsResult, ColumnSetting, OnlineModifyRow, OpenFormRequest, ButtonActionRequest, ImportRowsResult, DictionaryItem } from './types';
export { deriveQueryFields, initialQueryValues, type QueryField, type QueryValue, type ListQueryOperator } from './queryFields';
export { permittedButtons, refuseButton, refuseOnlineModify, selectionRuleOf, outParameters, isShownForRow } from './buttonRules';
export { changedRows, issuesByCell, requiredIssues, editableColumns } from './onlineModify';
export { applyColumnSettings } from './columnSettings';
