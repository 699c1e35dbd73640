export { definitionUsages, menuUsages, importTaskUsages, type ImportTaskCandidate, menuRouteOf, isMenuTarget, kindsUsing, usageListText, usageTargetKinds, type Usage, type UsageTarget, type UsageTargetKind, type UsageCandidate, type MenuCandidate } from './findUsages';
export { canAskUsages } from './usageAccess';
export { copiedDefinitionBody, freeCopyCode } from './copyDefinition';
