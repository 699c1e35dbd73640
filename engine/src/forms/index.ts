export { resolveFieldState, resolveFieldStates, resolveRowFieldStates, linkageFields, type FieldState } from './fieldStates';
export { compileComputedFields, applyComputedFields, type ComputedFieldsPlan, type ComputedRecordPlan, type ComputedResult } from './computedFields';
export { resolveDefaultValues, resolveRowDefaults, type DefaultValueOptions } from './defaultValues';
export { conditionFields, expressionFields } from './referencedFields';
export { rowScopeBuilder, type RowScopeBuilder } from './rowScope';
export { unfilledRequiredColumns, type UnfilledColumns } from './unfilledColumns';
export { formPageOf, isPageAddress, type FormPage, type FormPageTarget } from './customPage';
