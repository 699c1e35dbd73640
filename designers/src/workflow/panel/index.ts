/**
 * The workflow property panel: small editors shared by the tree (new) and graph (old) designers.
 * Imported by the designers' own files, not exported from the package index (each designer stays a
 * lazily loaded chunk).
 */
export type { DirectoryOption, DirectorySource, WorkflowDirectory, WorkflowFormField } from './types';
export { DirectorySelect, useDirectoryOptions, type DirectorySelectProps } from './DirectorySelect';
export { PanelField } from './PanelField';
export { patchNode, patchProcess } from './nodePatch';
export { ApproverSourceEditor, treeApproverTypes, graphApproverTypes, approverSourceOf, relationCodes, type ApproverSource, type ApproverType, type ApproverSourceEditorProps } from './ApproverSourceEditor';
export { ApprovalModeEditor, EmptyApproverEditor, RejectAndInitiatorEditor, DeadlineEditor } from './ApprovalSettings';
export { FieldPermissionTable, type FieldPermission, type FieldPermissionTableProps } from './FieldPermissionTable';
export { BranchConditionEditor, type BranchConditionEditorProps } from './BranchConditionEditor';
export { ApprovalNodePanel, CcNodePanel, NodeNameField, type NodePanelProps } from './NodePanels';
export { BranchPanel, type BranchPanelProps } from './BranchPanel';
export { ProcessPanel, type ProcessPanelProps, type ProcessSettings } from './ProcessPanel';
