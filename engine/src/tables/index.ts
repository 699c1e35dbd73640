export { columnCodeProblem, isVirtualField, systemColumnCodes, sqlReservedWords, virtualFieldPrefix, maxColumnCodeLength } from './columnCodeRules';
export { maxColumnLength, desiredShape, sameShape, isWidening, sqlType, type ColumnShape, type ColumnType } from './columnTypes';
export { checkTableDefinition } from './checkTableDefinition';
export { planTableSync, unconfirmedLosses, physicalColumns, desiredIndexes, zeroValue, keyIndexName } from './planTableSync';
export { columnValue, type ColumnValueResult } from './columnValue';
export type { CurrentColumn, CurrentTable, TableIndexShape, PhysicalColumn, SyncStep, SyncLoss, PlannedStep } from './syncTypes';
