export { bindFieldToColumn, columnConstraints, fieldForColumn, isColumnRequired } from './columnField';
export { buildQuickApp, queryColumnsOf, type QuickApp, type QuickAppOptions, type QuickAppPermissionPoint } from './buildQuickApp';
