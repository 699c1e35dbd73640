import type { ViewButton, ViewColumn, ViewDefinition, ViewLayoutItem, ViewPage, ViewParameter } from '@wharf/schemas';

// The closed sets the designer offers, spelled as the schema spells them (spec §3, §9). Labels come
// from the designer.view catalogue under the set's name.
export const viewTypes: ReadonlyArray<ViewDefinition['viewType']> = ['table', 'tree', 'layout', 'dragLayout', 'mobile'];
export const columnTypes: ReadonlyArray<NonNullable<ViewColumn['colType']>> = ['string', 'number', 'date', 'datetime', 'time', 'dict', 'boolean', 'image', 'link'];
export const alignTypes: ReadonlyArray<NonNullable<ViewColumn['alignType']>> = ['left', 'center', 'right'];
export const fixedSides: ReadonlyArray<NonNullable<ViewColumn['fixed']>> = ['none', 'left', 'right'];
export const maskings: ReadonlyArray<NonNullable<ViewColumn['tuoMin']>> = ['none', 'email', 'phonenumber', 'idcard', 'address', 'bankcard', 'ext'];
export const queryOperators: ReadonlyArray<NonNullable<ViewColumn['queryOp']>> = ['eq', 'eic', 'lt', 'gt', 'le', 'ge', 'ne', 'lk', 'lfk', 'rhk', 'in', 'ni', 'bt', 'custom', 'inl', 'nnl', 'customLgt'];
export const buttonTypes: ReadonlyArray<ViewButton['buttonType']> = ['toolbar', 'inline'];
export const buttonStyles: ReadonlyArray<NonNullable<ViewButton['buttonStyle']>> = ['primary', 'default', 'dashed', 'danger', 'link', 'text'];
export const openTypes: ReadonlyArray<ViewButton['openType']> = ['add', 'edit', 'detail', 'delete', 'batchDelete', 'copy', 'exportXls', 'importXls', 'moveToGroup', 'openForm', 'openView', 'openUrl', 'script', 'workflow', 'handleOnlineModify'];
export const dialogSizes: ReadonlyArray<NonNullable<ViewButton['dialogSize']>> = ['auto', 'default', 'full', 'large', 'middle', 'small', 'mini', 'drawer', 'newTab'];
export const parameterTypes: ReadonlyArray<NonNullable<ViewParameter['parameterType']>> = ['string', 'number', 'date', 'datetime', 'boolean'];
export const pageSizes: ReadonlyArray<NonNullable<ViewPage['pageNum']>> = [10, 20, 50, 100, 200, 500];
export const layoutComponentTypes: ReadonlyArray<ViewLayoutItem['componentType']> = ['view', 'form', 'report'];
export const conditionOperators = ['equal', 'notEqual', 'greater', 'greaterOrEqual', 'less', 'lessOrEqual', 'contains', 'notContains', 'in', 'notIn'] as const;

/** Options of a closed set with translated labels: `designer.view.<set>.<value>`. */
export function optionsOf<V extends string | number>(set: ReadonlyArray<V>, setName: string, t: (key: string) => string): Array<{ value: V; label: string }> {
  return set.map((value) => ({ value, label: t(`designer.view.${setName}.${value}`) }));
}
