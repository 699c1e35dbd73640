// The approval workflow engine (issue 16): pure decisions the server carries out. See CONTEXT.md.
export * from './types';
export { transition } from './transition';
export { replay, ReplayError, type DefinitionLookup } from './replay';
export { publishChecks } from './publishChecks';
export { previewPath, type PreviewContext } from './previewPath';
export { fieldPermission, fieldPermissionIssues, nodeFieldPermissions, visibleFields, withoutHiddenFields } from './fieldPermissions';
export { rejectTargets, type RejectTargetOption } from './rejectTargets';
export { relationCodes } from './publishNodeChecks';
export { delegationChainLimit } from './delegation';
export { nodesReached } from './nodesReached';
